import Foundation

/// A shape's outline that can be drawn part of the way to another outline of the same
/// shape type: its `animatableData` (a trim's ends, a wave's phase, the values of a
/// chart) mixed, and the path drawn from the mixed shape. Render shapes carry one so that
/// the animator can draw an animated change to a shape's own data.
@MainActor
package final class AnimatableOutline {
  private let shape: any Shape
  private let between: (_ end: AnimatableOutline, _ fraction: Double, _ rect: CGRect) -> Path?

  /// The outline of `shape`.
  package init<S: Shape>(_ shape: S) {
    self.shape = shape
    between = { end, fraction, rect in
      guard let target = end.shape as? S else { return nil }
      var mixed = shape
      var data = shape.animatableData
      data += (target.animatableData - data).scaled(by: fraction)
      mixed.animatableData = data
      return mixed.path(in: rect)
    }
  }

  /// The path of the shape `fraction` of the way to `end`'s, in `rect` (window
  /// coordinates); nil when `end` is another type of shape.
  package func path(towards end: AnimatableOutline, by fraction: Double, in rect: CGRect) -> Path? {
    between(end, fraction, CGRect(origin: .zero, size: rect.size))?
      .offsetBy(dx: rect.minX, dy: rect.minY)
  }
}

extension _TrimmedShape {
  /// The trim's ends, then the shape's own data.
  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData>
  {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      startFraction = newValue.first.first
      endFraction = newValue.first.second
      shape.animatableData = newValue.second
    }
  }
}

extension _StrokedShape {
  /// The stroked shape's data.
  public var animatableData: Base.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}
