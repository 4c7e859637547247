/// How a `Form` looks. Set it with `.formStyle(_:)`.
///
/// Every style is drawn as grouped sections: the terminal and GTK windows have no
/// column form of their own.
public protocol FormStyle: Sendable {}

/// The platform's default form look: grouped sections.
public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Sections as separate groups of rows.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Labels in one column and controls in another, as on macOS.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default style.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Sections as separate groups of rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// Sets how forms in this view look. Accepted: every style is drawn as grouped
  /// sections.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
