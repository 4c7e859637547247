/// A thin line that separates content: horizontal in a `VStack` or on its own, vertical in
/// an `HStack`.
public struct Divider: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// A divider.
  public nonisolated init() {}
}

extension Divider: PrimitiveView, InspectableElement {
  package var inspectionDescription: String { "Divider" }
}
