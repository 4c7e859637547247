import Foundation

/// The views of a `mask`, laid out over the element they mask: the element shows where
/// they draw, as much as what they draw there is opaque. Colours and shapes count by their
/// paint's opacity (a gradient's where the point falls along it); texts, pictures and
/// canvases count as opaque over their whole frames.
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

  /// Whether a shape covers `point`: its fill, or for a stroked built-in shape, the band
  /// of the line's width inside its outline (a stroked path counts as filled).
  private static func covers(_ shape: RenderShape, frame: CGRect, _ point: CGPoint) -> Bool {
    if let path = shape.path { return path.contains(point) }
    let outline = shape.paint.outline
    guard outline.path(in: frame).contains(point) else { return false }
    guard let width = shape.paint.strokeWidth, width > 0 else { return true }
    let inner = frame.insetBy(dx: width, dy: width)
    return inner.isEmpty || !outline.path(in: inner).contains(point)
  }

  /// The opacity a gradient of `colors` (evenly spaced) has at `point` of `frame`.
  private static func gradientAlpha(
    _ colors: [Color], kind: ShapePaint.GradientKind?, frame: CGRect, _ point: CGPoint
  ) -> Double {
    guard colors.count > 1 else { return colors[0].alpha }
    let fraction = ShapePaint.gradientPosition(
      of: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), in: frame.size, kind: kind)
    let position = fraction * Double(colors.count - 1)
    let index = min(Int(position), colors.count - 2)
    let within = position - Double(index)
    return colors[index].alpha + (colors[index + 1].alpha - colors[index].alpha) * within
  }
}
