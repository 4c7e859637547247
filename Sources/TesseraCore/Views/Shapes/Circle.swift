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

  /// A square when only one side is offered (a grid's column, a scroll view's width),
  /// so that the circle fills it; otherwise what a shape takes.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    switch (proposal.width, proposal.height) {
    case (let side?, nil) where side.isFinite, (nil, let side?) where side.isFinite:
      CGSize(width: side, height: side)
    default:
      proposal.replacingUnspecifiedDimensions()
    }
  }
}

extension Circle: InspectableShape {
  package nonisolated var shapeDescription: String { "Circle" }
}
