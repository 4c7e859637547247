import Foundation

/// One thing a canvas drew, in the canvas's coordinates.
package indirect enum CanvasCommand: Hashable {
  /// How a command is painted: a colour (nil for the foreground), or a gradient's colours.
  package struct Paint: Hashable {
    package var color: Color?
    package var gradient: [Color]?
  }

  /// A filled path.
  case fill(Path, Paint, evenOdd: Bool)
  /// A stroked path.
  case stroke(Path, Paint, StrokeStyle)
  /// A line of text with its `anchor` at a point.
  case text(String, at: CGPoint, anchor: UnitPoint, font: Font?, color: Color?)
  /// A symbol (`Image(systemName:)`) with its `anchor` at a point, at the context's
  /// opacity, in a colour (nil for the foreground).
  case symbol(String, at: CGPoint, anchor: UnitPoint, opacity: Double, color: Color?)
  /// A command drawn only inside clip shapes, its colours through filters: what a
  /// context draws after `clip(to:)` or `addFilter(_:)`.
  case adjusted(CanvasCommand, CanvasAdjustment)

  /// The colour the command paints in (nil for the foreground).
  package var color: Color? {
    switch self {
    case .fill(_, let paint, _), .stroke(_, let paint, _):
      paint.color ?? paint.gradient.map { $0[$0.count / 2] }
    case .text(_, _, _, _, let color), .symbol(_, _, _, _, let color): color
    case .adjusted(let command, _): command.color
    }
  }

  /// The command moved by `offset` and painted in `color`: its shadow.
  func shadow(offset: CGSize, color: Color) -> CanvasCommand {
    let paint = Paint(color: color, gradient: nil)
    switch self {
    case .fill(let path, _, let evenOdd):
      return .fill(path.offsetBy(dx: offset.width, dy: offset.height), paint, evenOdd: evenOdd)
    case .stroke(let path, _, let style):
      return .stroke(path.offsetBy(dx: offset.width, dy: offset.height), paint, style)
    case .text(let string, let point, let anchor, let font, _):
      return .text(
        string, at: CGPoint(x: point.x + offset.width, y: point.y + offset.height),
        anchor: anchor, font: font, color: color)
    case .symbol(let name, let point, let anchor, let opacity, _):
      return .symbol(
        name, at: CGPoint(x: point.x + offset.width, y: point.y + offset.height),
        anchor: anchor, opacity: opacity, color: color)
    case .adjusted(let command, let adjustment):
      return .adjusted(command.shadow(offset: offset, color: color), adjustment)
    }
  }
}

/// The clip shapes and colour filters a canvas command is drawn through.
package struct CanvasAdjustment: Hashable {
  /// The shapes the command is drawn inside, all of them.
  package var clips: [CanvasClip] = []
  /// The colour filters the command's colours go through, in order.
  package var filters: [RenderColorFilter] = []
}

/// A shape a canvas draws inside (or, inverse, outside), in the canvas's coordinates.
package struct CanvasClip: Hashable {
  package var path: Path
  /// Whether the path's inside is decided by the even-odd rule.
  package var evenOdd: Bool
  /// Whether drawing is kept outside the path rather than inside.
  package var inverse: Bool

  /// Whether `point` (in the canvas's coordinates) is drawn.
  package func contains(_ point: CGPoint) -> Bool {
    path.contains(point, eoFill: evenOdd) != inverse
  }
}

/// Collects what a canvas's renderer draws.
final class CanvasRecorder {
  var commands: [CanvasCommand] = []
}
