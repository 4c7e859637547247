import Foundation

extension GraphicsContext {
  /// One of a canvas's symbols (a view given to `Canvas(renderer:symbols:)`), ready to be
  /// drawn as often as the renderer likes.
  public struct ResolvedSymbol {
    /// What the view draws, from its top leading corner.
    let commands: [CanvasCommand]
    /// The view's size, as it lays itself out.
    public let size: CGSize

    package init(commands: [CanvasCommand], size: CGSize) {
      self.commands = commands
      self.size = size
    }
  }

  /// The symbol tagged `id`, or nil when the canvas has none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbols[AnyHashable(id)]
  }

  /// Draws `symbol` with its `anchor` at `point`, through the context's transform and
  /// opacity.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    let origin = CGPoint(
      x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
    let placed = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(transform)
    for command in symbol.commands {
      record(command.applying(placed, opacity: opacity))
    }
  }

  /// Draws `symbol` centred in `rect`, at its own size.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    draw(symbol, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
  }
}

extension CanvasCommand {
  /// The command drawn through `transform` (points and paths moved, strokes scaled), its
  /// colours at `opacity`.
  func applying(_ transform: CGAffineTransform, opacity: Double) -> CanvasCommand {
    func faded(_ paint: Paint) -> Paint {
      guard opacity < 1 else { return paint }
      return Paint(
        color: paint.color?.opacity(opacity), gradient: paint.gradient?.map { $0.opacity(opacity) })
    }
    switch self {
    case .fill(let path, let paint, let evenOdd):
      return .fill(path.applying(transform), faded(paint), evenOdd: evenOdd)
    case .stroke(let path, let paint, var style):
      style.lineWidth *= transform.scale
      return .stroke(path.applying(transform), faded(paint), style)
    case .text(let string, let point, let anchor, let font, let color):
      return .text(
        string, at: point.applying(transform), anchor: anchor, font: font,
        color: opacity < 1 ? color?.opacity(opacity) : color)
    case .symbol(let name, let point, let anchor, let symbolOpacity, let color):
      return .symbol(
        name, at: point.applying(transform), anchor: anchor, opacity: symbolOpacity * opacity,
        color: color)
    case .adjusted(let command, let adjustment):
      return .adjusted(command.applying(transform, opacity: opacity), adjustment)
    }
  }
}
