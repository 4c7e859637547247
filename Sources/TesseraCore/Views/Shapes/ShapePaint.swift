import Foundation

/// What a backend needs to paint a shape without knowing its type: its outline, whether
/// it is filled or stroked, and with what.
package struct ShapePaint: Equatable {
  /// The outline of a shape, as far as a backend can draw it simply.
  package enum Outline: Equatable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners of this radius.
    case roundedRectangle(cornerRadius: CGFloat)
    /// A rectangle with fully rounded ends.
    case capsule
    /// An ellipse or circle.
    case ellipse
    /// Any other path.
    case path
  }

  /// The outline.
  package var outline: Outline
  /// The colour, or nil for the foreground colour.
  package var color: Color?
  /// The colours of a gradient, when the style is one.
  package var gradient: [Color]?
  /// The line width of a stroke; nil for a fill.
  package var strokeWidth: CGFloat?
  /// The whole style of a stroke (ends, corners, dashes); nil for a fill.
  package var strokeStyle: StrokeStyle?
  /// The gradient's kind, when the style is one.
  package var gradientKind: GradientKind?

  /// How a gradient's colours are laid out.
  package enum GradientKind: Equatable {
    /// Along a line from `start` to `end` (unit points).
    case linear(start: UnitPoint, end: UnitPoint)
    /// In rings around `center`, from one radius to another (points).
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// In rings around `center`, from a fraction of half the smaller side to another.
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// Around `center`, from one angle to another.
    case angular(center: UnitPoint, start: Angle, end: Angle)
  }

  /// The outline of `shape`.
  @MainActor package static func outline(of shape: any Shape) -> Outline {
    switch shape {
    case is Rectangle: return .rectangle
    case let rounded as RoundedRectangle:
      return .roundedRectangle(cornerRadius: rounded.cornerSize.width)
    case is Capsule: return .capsule
    case is Circle, is Ellipse: return .ellipse
    case let stroked as any StrokedShapeOutline: return stroked.baseOutline
    case let inset as any InsetShapeOutline: return inset.baseOutline
    default: return .path
    }
  }

  /// The colour or gradient colours of `style`.
  package static func colors(of style: any ShapeStyle) -> (color: Color?, gradient: [Color]?) {
    switch style {
    case let color as Color: return (color, nil)
    case let gradient as LinearGradient: return (nil, gradient.gradient.stops.map(\.color))
    case let gradient as AnyGradient: return (nil, gradient.gradient.stops.map(\.color))
    case let mesh as MeshGradient: return colors(of: mesh.linear)
    case let gradient as Gradient: return (nil, gradient.stops.map(\.color))
    case let gradient as RadialGradient: return (nil, gradient.gradient.stops.map(\.color))
    case let gradient as EllipticalGradient: return (nil, gradient.gradient.stops.map(\.color))
    case let gradient as AngularGradient: return (nil, gradient.gradient.stops.map(\.color))
    case let level as HierarchicalShapeStyle: return (level.color, nil)
    case let material as Material: return (material.color, nil)
    case is BackgroundStyle: return (Color(kind: .semantic("background")), nil)
    case is TintShapeStyle: return (.accentColor, nil)
    case is SeparatorShapeStyle: return (Color(kind: .semantic("separator")), nil)
    case let erased as AnyShapeStyle: return colors(of: erased.base)
    case let faded as any FadedShapeStyle:
      let (color, gradient) = colors(of: faded.fadedBase)
      return (
        color.map { $0.opacity(faded.fadedOpacity) },
        gradient.map { $0.map { $0.opacity(faded.fadedOpacity) } }
      )
    case let derived as any DerivedShapeStyle: return (derived.color, nil)
    // A Metal shader has no colour Tessera can draw: the fill shows nothing.
    case is Shader: return (.clear, nil)
    default: return (nil, nil)
    }
  }
}

/// A view that paints a shape.
@MainActor
package protocol ShapePainting {
  /// How to paint it.
  var paint: ShapePaint { get }
  /// Its outline in `rect`, for backends that draw any path.
  func outlinePath(in rect: CGRect) -> Path
  /// Its shape, for drawing an animated change to the shape's data part of the way.
  var animatableOutline: AnimatableOutline { get }
  /// Whether it is painted with the background style (`.background`), which the
  /// environment's `backgroundStyle` replaces when set.
  var paintsBackgroundStyle: Bool { get }
  /// Whether it is painted with the tint (`.tint`), which the environment's `tint`
  /// replaces when set.
  var paintsTint: Bool { get }
}

extension ShapePainting {
  package var paintsBackgroundStyle: Bool { false }
  package var paintsTint: Bool { false }
}

extension _ShapeView: ShapePainting {
  package var paint: ShapePaint {
    let colors = ShapePaint.colors(of: style)
    let stroke = (shape as? any StrokedShapeOutline)?.strokeStyle
    return ShapePaint(
      outline: ShapePaint.outline(of: shape), color: colors.color, gradient: colors.gradient,
      strokeWidth: stroke?.lineWidth, strokeStyle: stroke,
      gradientKind: ShapePaint.gradientKind(of: style))
  }

  package func outlinePath(in rect: CGRect) -> Path { shape.path(in: rect) }

  package var animatableOutline: AnimatableOutline { AnimatableOutline(shape) }

  package var paintsBackgroundStyle: Bool { style is BackgroundStyle }

  package var paintsTint: Bool {
    style is TintShapeStyle || (style as? AnyShapeStyle)?.base is TintShapeStyle
  }
}

/// The outline and style of a stroked shape.
@MainActor
protocol StrokedShapeOutline {
  var baseOutline: ShapePaint.Outline { get }
  var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeOutline {
  var baseOutline: ShapePaint.Outline { ShapePaint.outline(of: shape) }
  var strokeStyle: StrokeStyle { style }
}

extension ShapePaint {
  /// How `style`'s colours are laid out, when it is a gradient.
  static func gradientKind(of style: any ShapeStyle) -> GradientKind? {
    switch style {
    case let gradient as LinearGradient:
      return .linear(start: gradient.startPoint, end: gradient.endPoint)
    case let gradient as RadialGradient:
      return .radial(
        center: gradient.center, startRadius: gradient.startRadius, endRadius: gradient.endRadius)
    case let gradient as EllipticalGradient:
      return .elliptical(
        center: gradient.center, startFraction: gradient.startRadiusFraction,
        endFraction: gradient.endRadiusFraction)
    case let gradient as AngularGradient:
      return .angular(center: gradient.center, start: gradient.startAngle, end: gradient.endAngle)
    case let gradient as AnyGradient: return gradientKind(of: gradient.linear)
    case let mesh as MeshGradient: return gradientKind(of: mesh.linear)
    case let gradient as Gradient: return gradientKind(of: AnyGradient(gradient).linear)
    case let erased as AnyShapeStyle: return gradientKind(of: erased.base)
    default: return nil
    }
  }
}

/// A gradient used as a view: it paints the rectangle it is given.
@MainActor
protocol GradientView: ShapeStyle, ShapePainting {}

extension GradientView {
  package var paint: ShapePaint {
    let colors = ShapePaint.colors(of: self)
    return ShapePaint(
      outline: .rectangle, color: colors.color, gradient: colors.gradient,
      gradientKind: ShapePaint.gradientKind(of: self))
  }

  package func outlinePath(in rect: CGRect) -> Path { Path(rect) }

  package var animatableOutline: AnimatableOutline { AnimatableOutline(Rectangle()) }
}

extension LinearGradient: GradientView {}
extension RadialGradient: GradientView {}
extension EllipticalGradient: GradientView {}
extension AngularGradient: GradientView {}
