import Foundation

/// A geometric value of a view (its bounds, a point in it), to be read in another view's
/// coordinates.
///
/// An anchor is made by `anchorPreference` from one of its sources, and read in another
/// view's coordinates with `GeometryProxy`'s subscript: `proxy[anchor]`.
public struct Anchor<Value> {
  /// The value in window coordinates.
  let windowValue: Value

  /// Where an anchor's value is taken from in the view it belongs to.
  public struct Source {
    let rect: CGRect?
    let resolve: (CGRect) -> Value

    /// The anchor of a view whose frame in the window is `frame`.
    func anchor(in frame: CGRect) -> Anchor<Value> { Anchor(windowValue: resolve(frame)) }
  }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(rect: nil) { $0 }
  }

  /// A rectangle in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(rect: rect) { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(rect: nil) { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// A unit point of the view: `.center`, `.topLeading`, …
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(rect: nil) {
      CGPoint(x: $0.minX + $0.width * point.x, y: $0.minY + $0.height * point.y)
    }
  }

  /// The view's middle.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The view's top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The view's bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The view's bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
