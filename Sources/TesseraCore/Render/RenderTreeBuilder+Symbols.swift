import Foundation

extension RenderTreeBuilder {
  /// A canvas's symbols by their tags: each tagged view under its "symbols" part, drawn
  /// as canvas commands from its top leading corner.
  func resolvedSymbols(of node: ViewNode) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
    guard let part = node.children.first(where: { $0.key.slot == .part("symbols") }) else {
      return [:]
    }
    var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
    var pending = [part]
    while let next = pending.popLast() {
      guard let tag = (next.primitiveModifier as? TagModifier)?.tag else {
        pending += next.children
        continue
      }
      var elements: [RenderElement] = []
      append(next, clip: .infinite, isUnread: true, into: &elements)
      let origin = next.frame.origin
      symbols[tag] = GraphicsContext.ResolvedSymbol(
        commands: elements.flatMap { $0.canvasCommands(from: origin) }, size: next.frame.size)
    }
    return symbols
  }
}

extension RenderElement {
  /// What the element and those in it draw, as canvas commands in coordinates whose
  /// origin is `origin` (window coordinates), at their `opacity` modifiers times
  /// `opacity`: colours, shapes, texts (their lines on one line, in the element's font),
  /// symbols and canvases; controls and containers' own looks are left out.
  func canvasCommands(from origin: CGPoint, opacity: Double = 1) -> [CanvasCommand] {
    let opacity = opacity * decorations.opacity
    var commands: [CanvasCommand] = []
    let frame = self.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    let foreground = style.foregroundColor
    switch content {
    case .color(let color):
      commands.append(.fill(Path(frame), .init(color: color, gradient: nil), evenOdd: false))
    case .shape(let shape):
      let path =
        shape.path?.offsetBy(dx: -origin.x, dy: -origin.y)
        ?? shape.paint.outline.path(in: frame)
      let paint = CanvasCommand.Paint(
        color: shape.paint.color ?? (shape.paint.gradient == nil ? foreground : nil),
        gradient: shape.paint.gradient)
      if let width = shape.paint.strokeWidth {
        commands.append(
          .stroke(path, paint, shape.paint.strokeStyle ?? StrokeStyle(lineWidth: width)))
      } else {
        commands.append(.fill(path, paint, evenOdd: false))
      }
    case .text(let text):
      commands.append(
        .text(
          text.lines.joined(separator: " "), at: frame.origin, anchor: .topLeading,
          font: style.font, color: foreground))
    case .image(let image):
      if case .system(let name) = image.source {
        commands.append(
          .symbol(
            name, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center,
            opacity: 1, color: foreground))
      }
    case .canvas(let drawn):
      let moved = CGAffineTransform(translationX: frame.minX, y: frame.minY)
      commands += drawn.map { $0.applying(moved, opacity: 1) }
    default:
      break
    }
    if opacity < 1 { commands = commands.map { $0.applying(.identity, opacity: opacity) } }
    for child in children { commands += child.canvasCommands(from: origin, opacity: opacity) }
    return commands
  }
}
