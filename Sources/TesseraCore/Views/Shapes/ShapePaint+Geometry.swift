import Foundation

extension ShapePaint {
  /// Where `point` (in a frame of `size`) falls along a gradient, from 0 to 1.
  package static func gradientPosition(
    of point: CGPoint, in size: CGSize, kind: ShapePaint.GradientKind?
  ) -> Double {
    func unit(_ value: UnitPoint) -> CGPoint {
      CGPoint(x: value.x * size.width, y: value.y * size.height)
    }
    let position: Double
    switch kind ?? .linear(start: .top, end: .bottom) {
    case .linear(let start, let end):
      let from = unit(start)
      let along = CGPoint(x: unit(end).x - from.x, y: unit(end).y - from.y)
      let length = along.x * along.x + along.y * along.y
      guard length > 0 else { return 0 }
      position = ((point.x - from.x) * along.x + (point.y - from.y) * along.y) / length
    case .radial(let center, let startRadius, let endRadius):
      let distance = hypot(point.x - unit(center).x, point.y - unit(center).y)
      guard endRadius != startRadius else { return 0 }
      position = (distance - startRadius) / (endRadius - startRadius)
    case .elliptical(let center, let startFraction, let endFraction):
      let half = min(size.width, size.height) / 2
      let distance = hypot(point.x - unit(center).x, point.y - unit(center).y)
      guard endFraction != startFraction, half > 0 else { return 0 }
      position = (distance / half - startFraction) / (endFraction - startFraction)
    case .angular(let center, let start, let end):
      var angle = atan2(point.y - unit(center).y, point.x - unit(center).x) - start.radians
      while angle < 0 { angle += 2 * .pi }
      let span = end.radians - start.radians
      guard span != 0 else { return 0 }
      position = angle / span
    }
    return min(max(position, 0), 1)
  }
}

extension ShapePaint.Outline {
  /// The outline filling `frame` (a rectangle for `.path`, whose own path the shape
  /// gives).
  package func path(in frame: CGRect) -> Path {
    switch self {
    case .ellipse: Path(ellipseIn: frame)
    case .capsule: Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) / 2)
    case .roundedRectangle(let radius): Path(roundedRect: frame, cornerRadius: radius)
    case .rectangle, .path: Path(frame)
    }
  }
}
