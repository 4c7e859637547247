import Foundation

extension Path {
  /// Adds an arc of the circle around `center` with `radius`, from `startAngle` to
  /// `endAngle` (0 points right, angles grow towards +y, downward on screen), the way
  /// `clockwise` says, in the path's own coordinates (+y down makes `clockwise: false`
  /// turn clockwise on screen, as in SwiftUI). A line joins the current point to the
  /// arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    guard sweep.isFinite, startAngle.radians.isFinite else { return }
    // At most one turn, the way `clockwise` says (decreasing angles when true).
    if abs(sweep) > turn { sweep = sweep.truncatingRemainder(dividingBy: turn) }
    if clockwise, sweep > 0 { sweep -= turn }
    if !clockwise, sweep < 0 { sweep += turn }
    appendArc(center: center, radius: radius, start: startAngle.radians, sweep: sweep)
  }

  /// Adds an arc of the circle around `center` with `radius`, starting at `startAngle`
  /// and turning by `delta` (positive towards +y).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    appendArc(center: center, radius: radius, start: startAngle.radians, sweep: delta.radians)
  }

  /// Adds an arc of `radius` that rounds the corner from the current point through
  /// `tangent1End` towards `tangent2End`, with a line to where the arc starts.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard let current = currentPoint else { return move(to: tangent1End) }
    let first = (dx: current.x - tangent1End.x, dy: current.y - tangent1End.y)
    let second = (dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
    let firstLength = hypot(first.dx, first.dy)
    let secondLength = hypot(second.dx, second.dy)
    guard firstLength > 0, secondLength > 0, radius > 0 else { return addLine(to: tangent1End) }
    let cosine = (first.dx * second.dx + first.dy * second.dy) / (firstLength * secondLength)
    let angle = acos(min(max(cosine, -1), 1))
    // Straight on (or back): no corner to round.
    guard angle > 1e-6, angle < .pi - 1e-6 else { return addLine(to: tangent1End) }
    let distance = radius / tan(angle / 2)
    let start = CGPoint(
      x: tangent1End.x + first.dx / firstLength * distance,
      y: tangent1End.y + first.dy / firstLength * distance)
    let end = CGPoint(
      x: tangent1End.x + second.dx / secondLength * distance,
      y: tangent1End.y + second.dy / secondLength * distance)
    // The centre lies along the bisector, `radius / sin(angle / 2)` from the corner.
    let bisectorX: CGFloat = first.dx / firstLength + second.dx / secondLength
    let bisectorY: CGFloat = first.dy / firstLength + second.dy / secondLength
    let bisector = (dx: bisectorX, dy: bisectorY)
    let bisectorLength = hypot(bisector.dx, bisector.dy)
    let reach = radius / sin(angle / 2)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx / bisectorLength * reach,
      y: tangent1End.y + bisector.dy / bisectorLength * reach)
    let startAngle = Double(atan2(start.y - center.y, start.x - center.x))
    var sweep = Double(atan2(end.y - center.y, end.x - center.x)) - startAngle
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(center: center, radius: radius, start: startAngle, sweep: sweep)
  }

  /// Adds an arc as cubic Bézier curves of at most a quarter turn each.
  private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, sweep: Double) {
    guard sweep.isFinite, start.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite
    else { return }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let first = point(start)
    if isEmpty { move(to: first) } else { addLine(to: first) }
    let pieces = max(Int((abs(sweep) / (Double.pi / 2)).rounded(.up)), 1)
    let step = sweep / Double(pieces)
    // The control points of a unit arc of `step` sit 4/3·tan(step/4) along the tangents.
    let handle = 4 / 3 * tan(step / 4) * radius
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let from = point(angle)
      let to = point(next)
      addCurve(
        to: to,
        control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }

  // MARK: Measuring

  /// The path as straight lines: each subpath a list of points (curves cut into short
  /// lines), and whether it is closed.
  package func polylines(tolerance: CGFloat = 0.25) -> [(points: [CGPoint], isClosed: Bool)] {
    var result: [(points: [CGPoint], isClosed: Bool)] = []
    var points: [CGPoint] = []
    func finish(closed: Bool) {
      if points.count > 1 || (points.count == 1 && closed) { result.append((points, closed)) }
      points = []
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        points = [point]
      case .line(let point):
        points.append(point)
      case .quadCurve(let point, let control):
        let start = points.last ?? point
        let steps = Self.steps(
          length: Self.distance(start, control) + Self.distance(control, point),
          tolerance: tolerance)
        for index in 1...steps {
          let t = CGFloat(index) / CGFloat(steps)
          let u = 1 - t
          points.append(
            CGPoint(
              x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
              y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
        }
      case .curve(let point, let control1, let control2):
        let start = points.last ?? point
        let length =
          Self.distance(start, control1) + Self.distance(control1, control2)
          + Self.distance(control2, point)
        let steps = Self.steps(length: length, tolerance: tolerance)
        for index in 1...steps {
          let t = CGFloat(index) / CGFloat(steps)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          points.append(
            CGPoint(
              x: a * start.x + b * control1.x + c * control2.x + d * point.x,
              y: a * start.y + b * control1.y + c * control2.y + d * point.y))
        }
      case .closeSubpath:
        let start = points.first
        finish(closed: true)
        if let start { points = [start] }
      }
    }
    finish(closed: false)
    // A point at infinity or NaN (a chart dividing by zero) cannot be drawn: left out.
    return result.compactMap { line in
      let points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
      return points.isEmpty ? nil : (points, line.isClosed)
    }
  }

  private static func steps(length: CGFloat, tolerance: CGFloat) -> Int {
    guard length.isFinite else { return 2 }
    return min(max(Int((min(length / max(tolerance * 8, 0.5), 256)).rounded(.up)), 2), 256)
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
  }

  /// Whether `point` is inside the path, by the non-zero winding rule (or even-odd
  /// with `eoFill`).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    let edges = polylines().flatMap { line in
      // Filling closes every subpath.
      let points = line.points + line.points.prefix(1)
      return zip(points, points.dropFirst()).map { ($0, $1) }
    }
    return Self.encloses(point, edges: edges, eoFill: eoFill)
  }

  /// Whether the region the straight `edges` bound contains `point`, by the non-zero
  /// winding rule (or even-odd with `eoFill`): the edges a ray from the point crosses,
  /// counted by the way they turn.
  package static func encloses(
    _ point: CGPoint, edges: some Sequence<(CGPoint, CGPoint)>, eoFill: Bool
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for (a, b) in edges {
      guard (a.y <= point.y) != (b.y <= point.y) else { continue }
      let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
      if x > point.x {
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The part of the path from fraction `from` to fraction `to` of its length (0…1),
  /// as `trim(from:to:)` draws it.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = min(max(from, 0), 1)
    let to = min(max(to, 0), 1)
    guard to > from else { return Path() }
    let lines = polylines().map { line in
      line.isClosed && line.points.first.map { [$0] } != nil
        ? line.points + [line.points[0]] : line.points
    }
    let total = lines.reduce(CGFloat(0)) { sum, points in
      sum + zip(points, points.dropFirst()).reduce(0) { $0 + Self.distance($1.0, $1.1) }
    }
    guard total > 0 else { return Path() }
    let start = from * total
    let end = to * total
    var result = Path()
    var travelled: CGFloat = 0
    for points in lines {
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = Self.distance(a, b)
        let segmentStart = travelled
        let segmentEnd = travelled + length
        travelled = segmentEnd
        guard segmentEnd > start, segmentStart < end, length > 0 else { continue }
        func at(_ position: CGFloat) -> CGPoint {
          let t = (position - segmentStart) / length
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing {
          result.move(to: at(max(start, segmentStart)))
          drawing = true
        }
        result.addLine(to: at(min(end, segmentEnd)))
      }
    }
    return result
  }
}

/// A shape drawn only along part of its outline, as `trim(from:to:)` makes.
public struct _TrimmedShape<Base: Shape>: Shape {
  /// The shape trimmed.
  public var shape: Base
  /// Where the part drawn starts, as a fraction of the outline's length.
  public var startFraction: CGFloat
  /// Where it ends.
  public var endFraction: CGFloat

  /// The part of `shape` from `startFraction` to `endFraction` of its outline.
  public nonisolated init(shape: Base, startFraction: CGFloat, endFraction: CGFloat) {
    self.shape = shape
    self.startFraction = startFraction
    self.endFraction = endFraction
  }

  /// The size of the whole shape.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The part of the outline.
  public nonisolated func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

extension Shape {
  /// The part of the shape's outline from fraction `startFraction` to `endFraction` of
  /// its length: `Circle().trim(from: 0, to: 0.75).stroke(…)` draws three quarters of a
  /// ring.
  public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
