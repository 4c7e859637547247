import Foundation

/// An immutable path, as Core Graphics spells one: `Path(cgPath)` draws it and
/// `path.cgPath` makes one. Linux has no Core Graphics, so Tessera provides this class
/// over its own ``Path``.
open class CGPath: @unchecked Sendable {
  /// The path's outline.
  fileprivate(set) var path: Path

  fileprivate init(path: Path) { self.path = path }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle around every point of the path, its control points included.
  public var boundingBox: CGRect { path.boundingRect }

  /// The smallest rectangle around the path's outline.
  public var boundingBoxOfPath: CGRect { path.boundingRect }

  /// Where the next element starts (`.zero` for an empty path).
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path) }

  /// A copy that can be changed.
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.path = path
    return copy
  }

  /// Whether `point` is inside the path, by the even-odd or the winding rule.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    path.applying(transform).contains(point, eoFill: rule == .evenOdd)
  }
}

/// How a path's inside is decided where it crosses itself.
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding
  /// A point is inside when a ray from it crosses the path an odd number of times.
  case evenOdd
}

/// A path built element by element, as Core Graphics spells it: `CGMutablePath()`, then
/// `move(to:)`, `addLine(to:)`, `addArc(…)`. Each element may be transformed first.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(path: Path()) }

  /// Adds what `build` adds to a path, transformed by `transform`: the elements are built
  /// from the current point as seen before the transform, so that an arc still joins it.
  private func add(_ transform: CGAffineTransform, _ build: (inout Path) -> Void) {
    guard transform != .identity else { return build(&path) }
    var element = Path()
    let continues = path.currentPoint != nil
    if let current = path.currentPoint {
      element.move(to: current.applying(transform.inverted()))
    }
    build(&element)
    for (index, step) in element.applying(transform).elements.enumerated()
    where !(continues && index == 0) {
      switch step {
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        path.addCurve(to: point, control1: control1, control2: control2)
      case .closeSubpath: path.closeSubpath()
      }
    }
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }

  /// Adds a straight line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }

  /// Adds straight lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }

  /// Adds a quadratic curve to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// Adds a cubic curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    path.addCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(rect).applying(transform))
  }

  /// Adds rectangles, each a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse inside `rect` as a closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(ellipseIn: rect).applying(transform))
  }

  /// Adds a rectangle with rounded corners as a closed subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var rounded = Path()
    rounded.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    path.addPath(rounded.applying(transform))
  }

  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` (radians),
  /// joined to the current point by a line.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    add(transform) {
      $0.addArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
  }

  /// Adds an arc of the circle around `center` that starts at `startAngle` and turns by
  /// `delta` (radians).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    add(transform) {
      $0.addRelativeArc(
        center: center, radius: radius, startAngle: .radians(Double(startAngle)),
        delta: .radians(Double(delta)))
    }
  }

  /// Adds an arc of `radius` rounding the corner at `tangent1End` towards `tangent2End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    add(transform) {
      $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
  }

  /// Adds `other`'s elements.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path.applying(transform))
  }

  /// Closes the current subpath with a line to its start.
  public func closeSubpath() { path.closeSubpath() }
}

extension Path {
  /// The path `cgPath` draws.
  public init(_ cgPath: CGPath) { self = cgPath.path }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { CGPath(path: self) }

  /// Adds the elements of `cgPath`.
  public mutating func addPath(_ cgPath: CGPath, transform: CGAffineTransform = .identity) {
    addPath(cgPath.path.applying(transform))
  }
}
