extension View {
  /// Sets the insets of the list row that shows this view; nil restores the default.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListRowInsetsModifier(insets: insets))
  }
}

/// The insets of the list row showing a view, read by `List`.
package struct ListRowInsetsModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The insets, or nil for the list's default.
  package var insets: EdgeInsets?

  package var inspectionDescription: String {
    "listRowInsets(\(insets.map(\.inspectionDescription) ?? "nil"))"
  }
}
