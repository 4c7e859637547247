import Foundation

/// A geometric value of a view (its bounds, a point in it), to be read in another view's
/// coordinates.
///
/// Tessera has the sources of anchors, which a popover's attachment anchor names;
/// resolving an anchor through a `GeometryProxy` (`anchorPreference`) is not there yet.
public struct Anchor<Value> {
  /// Where an anchor's value is taken from in the view it belongs to.
  public struct Source {
    let rect: CGRect?
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

  /// A rectangle in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(rect: rect)
  }
}
