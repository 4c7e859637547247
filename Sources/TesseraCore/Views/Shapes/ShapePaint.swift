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
    case let level as HierarchicalShapeStyle: return (level.color, nil)
    case let material as Material: return (material.color, nil)
    case is BackgroundStyle: return (Color(kind: .semantic("background")), nil)
    case is TintShapeStyle: return (.accentColor, nil)
    case is SeparatorShapeStyle: return (Color(kind: .semantic("separator")), nil)
    case let erased as AnyShapeStyle: return colors(of: erased.base)
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
}

extension _ShapeView: ShapePainting {
  package var paint: ShapePaint {
    let colors = ShapePaint.colors(of: style)
    let stroke = (shape as? any StrokedShapeOutline)?.strokeWidth
    return ShapePaint(
      outline: ShapePaint.outline(of: shape), color: colors.color, gradient: colors.gradient,
      strokeWidth: stroke)
  }

  package func outlinePath(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// The outline and width of a stroked shape.
@MainActor
protocol StrokedShapeOutline {
  var baseOutline: ShapePaint.Outline { get }
  var strokeWidth: CGFloat { get }
}

extension _StrokedShape: StrokedShapeOutline {
  var baseOutline: ShapePaint.Outline { ShapePaint.outline(of: shape) }
  var strokeWidth: CGFloat { lineWidth }
}
