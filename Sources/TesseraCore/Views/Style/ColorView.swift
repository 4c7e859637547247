// Color's view conformance is declared here, apart from the type, so colours stay plain
// values that any thread can create.
extension Color: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
}

extension Color: PrimitiveView, InspectableElement {
  package var inspectionDescription: String { "Color(\(description))" }
}
