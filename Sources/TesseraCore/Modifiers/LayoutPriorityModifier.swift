extension View {
  /// Sets the priority by which a stack gives this view space: higher goes first. The
  /// default is 0.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}

/// A view's priority for space in its stack.
package struct LayoutPriorityModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The priority; the default is 0.
  package var priority: Double

  package var inspectionDescription: String {
    "layoutPriority(\(InspectionFormat.number(priority)))"
  }
}
