#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// A change to how a widget is drawn that leaves layout alone (`rotationEffect`,
  /// `scaleEffect`, `rotation3DEffect`), around a point of the canvas the widget is in.
  /// A canvas turns a widget's effects, outermost first, into the GSK transform it
  /// allocates the widget with.
  enum DrawEffect: Equatable {
    /// Turned clockwise by `degrees` around `anchor`.
    case rotation(degrees: Double, anchor: CGPoint)
    /// Scaled by `scale` with `anchor` kept in place.
    case scale(CGSize, anchor: CGPoint)
    /// Turned by `degrees` around the 3D `axis` through `anchor`, seen from `depth`
    /// points away (0: no perspective).
    case rotation3D(degrees: Double, axis: [Double], anchor: CGPoint, depth: Double)

    /// The effect `modifier` makes on a view laid out at `frame` (in canvas
    /// coordinates), if it is one of these.
    @MainActor init?(_ modifier: any PrimitiveModifier, frame: CGRect) {
      func point(_ unit: UnitPoint) -> CGPoint {
        CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
      }
      switch modifier {
      case let rotation as RotationEffectModifier:
        guard rotation.angle.degrees != 0 else { return nil }
        self = .rotation(degrees: rotation.angle.degrees, anchor: point(rotation.anchor))
      case let scale as ScaleEffectModifier:
        guard scale.scale != CGSize(width: 1, height: 1) else { return nil }
        self = .scale(scale.scale, anchor: point(scale.anchor))
      case let rotation as Rotation3DEffectModifier:
        guard rotation.angle.degrees != 0 else { return nil }
        // SwiftUI's perspective 1 looks like a viewer about two view-sizes away.
        let depth =
          rotation.perspective > 0
          ? 2 * max(frame.width, frame.height) / rotation.perspective : 0
        self = .rotation3D(
          degrees: rotation.angle.degrees,
          axis: [rotation.axisX, rotation.axisY, rotation.axisZ], anchor: point(rotation.anchor),
          depth: depth)
      default:
        return nil
      }
    }

    /// The transform that draws a child at `origin` of its canvas with `effects`
    /// (outermost first); GTK takes ownership of it.
    static func transform(_ effects: [DrawEffect], origin: CGPoint) -> OpaquePointer? {
      var transform: OpaquePointer?
      for effect in effects {
        let anchor: CGPoint
        switch effect {
        case .rotation(_, let point), .scale(_, let point), .rotation3D(_, _, let point, _):
          anchor = point
        }
        var to = graphene_point_t(x: Float(anchor.x), y: Float(anchor.y))
        transform = gsk_transform_translate(transform, &to)
        switch effect {
        case .rotation(let degrees, _):
          transform = gsk_transform_rotate(transform, Float(degrees))
        case .scale(let scale, _):
          transform = gsk_transform_scale(transform, Float(scale.width), Float(scale.height))
        case .rotation3D(let degrees, let axis, _, let depth):
          if depth > 0 { transform = gsk_transform_perspective(transform, Float(depth)) }
          var vector = graphene_vec3_t()
          graphene_vec3_init(&vector, Float(axis[0]), Float(axis[1]), Float(axis[2]))
          transform = gsk_transform_rotate_3d(transform, Float(degrees), &vector)
        }
        var back = graphene_point_t(x: Float(-anchor.x), y: Float(-anchor.y))
        transform = gsk_transform_translate(transform, &back)
      }
      var to = graphene_point_t(x: Float(origin.x.rounded()), y: Float(origin.y.rounded()))
      return gsk_transform_translate(transform, &to)
    }
  }
#endif
