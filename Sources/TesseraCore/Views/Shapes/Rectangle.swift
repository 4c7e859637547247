import Foundation

/// A rectangle that fills the space it is offered.
public struct Rectangle: Shape, Hashable {
  /// A rectangle.
  public nonisolated init() {}

  /// `rect` itself.
  public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Rectangle: InspectableShape {
  package nonisolated var shapeDescription: String { "Rectangle" }
}
