/// The label of a tab in a `TabView`'s tab bar.
struct TabItemModifier<Label: View>: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let label: Label

  var inspectionDescription: String { "tabItem" }
}

extension View {
  /// The label (usually a `Label` or `Image` and `Text`) of this view's tab in a `TabView`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// Type-erased access to a tab item's label.
@MainActor
protocol TabItemLabel {
  var labelView: any View { get }
}

extension TabItemModifier: TabItemLabel {
  var labelView: any View { label }
}
