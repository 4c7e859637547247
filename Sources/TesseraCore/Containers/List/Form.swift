/// A container for controls that enter data, as in a settings screen: rows in sections,
/// each control with its label at the leading edge and its value at the trailing edge.
///
/// A form scrolls and lays its rows out as a grouped `List` does: each `Section` stands
/// apart from the one before it, under its header. Set the look with `.formStyle(_:)`.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The form's rows, in a grouped list.
  public var body: some View {
    List { content }
      .environmentValue(\.listStyleName, InsetGroupedListStyle().name, name: "form")
  }
}
