import Foundation

/// What a `Canvas` draws with: fill and stroke paths, draw text, move, scale and turn
/// what comes next, and fade it.
///
/// The context records what is drawn; the backend paints it (cairo in GTK; half blocks,
/// braille dots and cells in a terminal).
public struct GraphicsContext {
  /// The opacity of what is drawn next, 0…1.
  public var opacity: Double = 1
  /// The transform applied to what is drawn next.
  public var transform = CGAffineTransform.identity
  /// How what is drawn next mixes with what is under it. Kept, and not drawn: every
  /// mode paints as `.normal` (see the divergences for `blendMode`).
  public var blendMode = BlendMode.normal

  let recorder: CanvasRecorder

  init(recorder: CanvasRecorder) { self.recorder = recorder }

  /// How a shape or text is painted: a colour, a gradient, the foreground style.
  public struct Shading: Sendable {
    let color: Color?
    let gradient: [Color]?

    /// A plain colour.
    public static func color(_ color: Color) -> Shading { Shading(color: color, gradient: nil) }

    /// A colour from components.
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    {
      .color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// The foreground style of the canvas.
    public static var foreground: Shading { Shading(color: nil, gradient: nil) }

    /// A shape style (a colour or a gradient).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      let colors = ShapePaint.colors(of: style)
      return Shading(color: colors.color, gradient: colors.gradient)
    }

    /// A gradient along the line from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint
    ) -> Shading {
      Shading(color: nil, gradient: gradient.stops.map(\.color))
    }

    /// A gradient in rings around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> Shading {
      Shading(color: nil, gradient: gradient.stops.map(\.color))
    }
  }

  /// Fills `path` with `shading` (by the non-zero rule, or even-odd).
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.commands.append(
      .fill(path.applying(transform), paint(shading), evenOdd: style.isEOFilled))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var style = style
    style.lineWidth *= transform.scale
    recorder.commands.append(.stroke(path.applying(transform), paint(shading), style))
  }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let color = text.runs.first?.style.color
    recorder.commands.append(
      .text(
        text.plainText, at: point.applying(transform), anchor: anchor,
        font: text.runs.first?.style.font, color: color.map { $0.opacity(opacity) }))
  }

  /// Draws `image` with its `anchor` at `point`. A symbol is drawn at the size of body
  /// text, in the foreground colour; a resource image is not drawn (see the divergences).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// An image made ready to draw, perhaps many times: what `resolve(_:)` returns.
  public struct ResolvedImage {
    let image: Image
    /// What a symbol is painted with (a colour, as `.color(.orange)`); nil paints it in
    /// the foreground colour.
    public var shading: Shading?
    /// The image's size: a symbol's is the body text's size, square; a resource image's
    /// is not known to a canvas here (zero).
    public var size: CGSize {
      guard case .system = image.source else { return .zero }
      return CGSize(width: Font.body.size, height: Font.body.size)
    }
    /// The distance from the image's top to its baseline: its height.
    public var baseline: CGFloat { size.height }
  }

  /// `image`, ready to draw with `draw(_:at:anchor:)`; set its `shading` to colour a
  /// symbol.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

  /// Draws a resolved image with its `anchor` at `point`: a symbol in its shading's
  /// colour; a resource image is not drawn (see the divergences).
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    guard case .system(let name) = image.image.source else { return }
    recorder.commands.append(
      .symbol(
        name, at: point.applying(transform), anchor: anchor, opacity: opacity,
        color: image.shading.flatMap { paint($0).color }))
  }

  /// Draws a resolved image centred in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
  }

  /// Draws `image` centred in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
  }

  /// Draws `text` in `rect`, centred.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(text, at: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
  }

  /// Moves what is drawn next by `x`, `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Scales what is drawn next by `x`, `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn next by `angle` about the origin.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
  }

  private func paint(_ shading: Shading) -> CanvasCommand.Paint {
    CanvasCommand.Paint(
      color: shading.color.map { $0.opacity(opacity) },
      gradient: shading.gradient?.map { $0.opacity(opacity) })
  }
}

/// One thing a canvas drew, in the canvas's coordinates.
package enum CanvasCommand: Hashable {
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
}

/// Collects what a canvas's renderer draws.
final class CanvasRecorder {
  var commands: [CanvasCommand] = []
}
