import Foundation

/// The views of a `mask`, laid out over the element they mask: the element shows where
/// they draw, as much as what they draw there is opaque.
package struct RenderMask: Equatable {
  /// The mask's elements, in window coordinates, drawn in this order.
  package let elements: [RenderElement]

  package init(elements: [RenderElement]) { self.elements = elements }

  /// How opaque the mask is at `point` (window coordinates), 0…1: what its elements draw
  /// there, layered as paint is.
  package func alpha(at point: CGPoint) -> Double {
    var clear = 1.0
    func visit(_ element: RenderElement, opacity: Double) {
      let opacity = opacity * element.decorations.opacity
      guard opacity > 0, element.clip.contains(point) else { return }
      clear *= 1 - min(max(Self.alpha(of: element, at: point), 0), 1) * opacity
      for child in element.children { visit(child, opacity: opacity) }
    }
    for element in elements { visit(element, opacity: 1) }
    return 1 - clear
  }

  /// How opaque what `element` itself draws is at `point`.
  private static func alpha(of element: RenderElement, at point: CGPoint) -> Double {
    switch element.content {
    case .color(let color):
      return element.frame.contains(point) ? color.alpha : 0
    case .shape(let shape):
      guard covers(shape, frame: element.frame, point) else { return 0 }
      if let color = shape.paint.color { return color.alpha }
      guard let colors = shape.paint.gradient, !colors.isEmpty else { return 1 }
      return gradientAlpha(colors, kind: shape.paint.gradientKind, frame: element.frame, point)
    case .text, .image, .canvas:
      return element.frame.contains(point) ? 1 : 0
    default:
      return 0
    }
  }

  /// Whether a shape's fill covers `point`.
  private static func covers(_ shape: RenderShape, frame: CGRect, _ point: CGPoint) -> Bool {
    if let path = shape.path { return path.contains(point) }
    guard frame.contains(point) else { return false }
    let dx = point.x - frame.midX
    let dy = point.y - frame.midY
    switch shape.paint.outline {
    case .ellipse:
      let rx = frame.width / 2
      let ry = frame.height / 2
      return rx > 0 && ry > 0 && (dx * dx) / (rx * rx) + (dy * dy) / (ry * ry) <= 1
    case .capsule:
      let radius = min(frame.width, frame.height) / 2
      return cornerContains(frame, radius: radius, point)
    case .roundedRectangle(let radius):
      return cornerContains(frame, radius: min(radius, min(frame.width, frame.height) / 2), point)
    default:
      return true
    }
  }

  /// Whether `point`, inside `frame`, is inside its corners rounded by `radius`.
  private static func cornerContains(_ frame: CGRect, radius: CGFloat, _ point: CGPoint) -> Bool {
    let x = min(max(point.x, frame.minX + radius), frame.maxX - radius)
    let y = min(max(point.y, frame.minY + radius), frame.maxY - radius)
    return hypot(point.x - x, point.y - y) <= radius
  }

  /// The opacity a gradient of `colors` (evenly spaced) has at `point` of `frame`.
  private static func gradientAlpha(
    _ colors: [Color], kind: ShapePaint.GradientKind?, frame: CGRect, _ point: CGPoint
  ) -> Double {
    guard colors.count > 1 else { return colors[0].alpha }
    func unit(_ unit: UnitPoint) -> CGPoint {
      CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
    var fraction: CGFloat
    switch kind {
    case .radial(let center, let startRadius, let endRadius):
      let distance = hypot(point.x - unit(center).x, point.y - unit(center).y)
      fraction = (distance - startRadius) / max(endRadius - startRadius, 0.001)
    case .elliptical(let center, let startFraction, let endFraction):
      let c = unit(center)
      let dx = (point.x - c.x) / max(frame.width / 2, 0.001)
      let dy = (point.y - c.y) / max(frame.height / 2, 0.001)
      fraction = (hypot(dx, dy) - startFraction) / max(endFraction - startFraction, 0.001)
    case .angular(let center, let start, let end):
      let c = unit(center)
      var angle = atan2(point.y - c.y, point.x - c.x) - CGFloat(start.radians)
      let span = CGFloat(end.radians - start.radians)
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      fraction = span != 0 ? angle / span : 0
    case .linear(let start, let end)?:
      let a = unit(start)
      let b = unit(end)
      let length = (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)
      fraction =
        length > 0 ? ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length : 0
    case nil:
      fraction = frame.height > 0 ? (point.y - frame.minY) / frame.height : 0
    }
    let position = min(max(fraction, 0), 1) * CGFloat(colors.count - 1)
    let index = min(Int(position), colors.count - 2)
    let within = Double(position - CGFloat(index))
    return colors[index].alpha + (colors[index + 1].alpha - colors[index].alpha) * within
  }
}
