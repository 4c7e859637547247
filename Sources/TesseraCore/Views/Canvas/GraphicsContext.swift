import Foundation

/// What a `Canvas` draws with: fill and stroke paths, draw text, move, scale and turn
/// what comes next, clip it to a shape, fade it and filter its colours.
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

  /// The environment of the canvas: its colour scheme, font, size class and the rest.
  public let environment: EnvironmentValues

  let recorder: CanvasRecorder
  /// Measures a text in a font for a width: the backend's own measure.
  let measureText: (String, Font?, CGFloat?) -> TextMeasurement
  /// The canvas's own rectangle, in its coordinates.
  let bounds: CGRect
  /// What is drawn next is drawn through these.
  var adjustment = CanvasAdjustment()
  /// What is drawn next casts these shadows.
  var shadows: [(offset: CGSize, color: Color)] = []

  /// The canvas's symbols, by their tags.
  let symbols: [AnyHashable: ResolvedSymbol]

  init(
    recorder: CanvasRecorder, environment: EnvironmentValues, bounds: CGRect,
    symbols: [AnyHashable: ResolvedSymbol] = [:],
    measureText: @escaping (String, Font?, CGFloat?) -> TextMeasurement
  ) {
    self.recorder = recorder
    self.environment = environment
    self.bounds = bounds
    self.symbols = symbols
    self.measureText = measureText
  }

  /// Records `command` as the context draws it now: inside its clips, through its
  /// filters, after its shadows.
  func record(_ command: CanvasCommand) {
    let drawn: (CanvasCommand) -> CanvasCommand = { command in
      adjustment == CanvasAdjustment() ? command : .adjusted(command, adjustment)
    }
    for shadow in shadows {
      recorder.commands.append(
        drawn(command.shadow(offset: shadow.offset, color: shadow.color.opacity(opacity))))
    }
    recorder.commands.append(drawn(command))
  }

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
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: nil, gradient: gradient.stops.map(\.color))
    }

    /// A gradient in rings around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: nil, gradient: gradient.stops.map(\.color))
    }

    /// A gradient around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: nil, gradient: gradient.stops.map(\.color))
    }
  }

  /// How a gradient shading is drawn past its ends. Accepted: a canvas paints a
  /// gradient by its middle colour in a terminal and as one colour in GTK (see the
  /// divergences).
  public struct GradientOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeats the gradient past its ends.
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Repeats the gradient past its ends, every other time backwards.
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Mixes the colours in linear colour rather than sRGB.
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }

  /// Fills `path` with `shading` (by the non-zero rule, or even-odd).
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path.applying(transform), paint(shading), evenOdd: style.isEOFilled))
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var style = style
    style.lineWidth *= transform.scale
    record(.stroke(path.applying(transform), paint(shading), style))
  }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
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
    record(
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

  /// Draws `text` in `rect`, from its top leading corner, as a text laid out in that
  /// frame (on one line: see the divergences).
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
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

  /// Applies `matrix` to what is drawn next, before the transform already there.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  func paint(_ shading: Shading) -> CanvasCommand.Paint {
    CanvasCommand.Paint(
      color: shading.color.map { $0.opacity(opacity) },
      gradient: shading.gradient?.map { $0.opacity(opacity) })
  }
}
