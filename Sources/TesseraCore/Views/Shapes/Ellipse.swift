import Foundation

/// The ellipse that fills the space it is offered.
public struct Ellipse: Shape, Hashable {
  /// An ellipse.
  public nonisolated init() {}

  /// The ellipse that fits `rect`.
  public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Ellipse: InspectableShape {
  package nonisolated var shapeDescription: String { "Ellipse" }
}
