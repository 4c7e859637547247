import Foundation

/// The largest circle that fits the space it is offered, centred in it.
public struct Circle: Shape, Hashable {
  /// A circle.
  public nonisolated init() {}

  /// The circle centred in `rect` whose diameter is `rect`'s shorter side.
  public nonisolated func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(
      x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    return Path(ellipseIn: square)
  }
}

extension Circle: InspectableShape {
  package nonisolated var shapeDescription: String { "Circle" }
}
