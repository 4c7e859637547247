#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// A change to how a widget is drawn that leaves layout alone (`rotationEffect`,
  /// `scaleEffect`, `rotation3DEffect`), around a point of the canvas the widget is in:
  /// an element's ``RenderEffect`` in the canvas's coordinates.
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

    /// The effect `effect` makes on an element laid out at `frame`, in the coordinates
    /// of a canvas at `canvasOrigin` (both in window coordinates).
    init(_ effect: RenderEffect, frame: CGRect, canvasOrigin: CGPoint) {
      func local(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - canvasOrigin.x, y: point.y - canvasOrigin.y)
      }
      switch effect {
      case .rotation(let degrees, let anchor):
        self = .rotation(degrees: degrees, anchor: local(anchor))
      case .scale(let scale, let anchor):
        self = .scale(scale, anchor: local(anchor))
      case .rotation3D(let degrees, let axis, let anchor, let perspective):
        // SwiftUI's perspective 1 looks like a viewer about two view-sizes away.
        let depth = perspective > 0 ? 2 * max(frame.width, frame.height) / perspective : 0
        self = .rotation3D(degrees: degrees, axis: axis, anchor: local(anchor), depth: depth)
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
