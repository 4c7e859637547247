extension View {
  /// Hides the view unconditionally: it keeps its place in the layout, but is not drawn,
  /// cannot be clicked or focused, and is not read by assistive technologies. Its state
  /// and tasks carry on (it has still appeared).
  ///
  /// To remove a view from the layout as well, leave it out with `if`.
  public func hidden() -> some View {
    modifier(HiddenModifier())
  }
}

/// Keeps a view's layout and drops everything a user could see or reach of it.
package struct HiddenModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  package var inspectionDescription: String { "hidden()" }
}

extension ViewNode {
  /// Whether this node's subtree is left out of what a user sees and reaches: content a
  /// `ConcealingView` conceals (which layout skips too), or a `hidden()` view (which
  /// keeps its layout).
  package var hidesContent: Bool {
    concealsContent || primitiveModifier is HiddenModifier
  }
}
