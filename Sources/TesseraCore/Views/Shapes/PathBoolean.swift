import Foundation

/// Set operations on the regions and outlines of paths, for `Path.union(_:eoFill:)` and
/// its kin.
///
/// Both paths are cut into straight lines, and every line is split where it crosses any
/// other. A piece of outline then lies wholly inside or outside each region, so one look
/// at either side of its middle says whether it bounds the result: a region's result
/// keeps the pieces with the result on one side only, turned so that the result is on
/// their left, and joins them into closed subpaths. Every point of the result is then
/// inside exactly one turn of the outline, so either fill rule fills it alike, as
/// SwiftUI promises.
enum PathBoolean {
  /// How the two regions combine.
  enum Operation {
    case union, intersection, subtracting, symmetricDifference

    func combine(_ first: Bool, _ second: Bool) -> Bool {
      switch self {
      case .union: first || second
      case .intersection: first && second
      case .subtracting: first && !second
      case .symmetricDifference: first != second
      }
    }
  }

  /// A straight piece of outline, from the path `source` (0 or 1).
  private struct Segment {
    var start: CGPoint
    var end: CGPoint
    var source: Int

    /// Whether the boxes around the two segments (a little wider) overlap: segments
    /// whose boxes do not cannot meet.
    func mayMeet(_ other: Segment) -> Bool {
      let slack: CGFloat = 1e-9
      return min(start.x, end.x) <= max(other.start.x, other.end.x) + slack
        && min(other.start.x, other.end.x) <= max(start.x, end.x) + slack
        && min(start.y, end.y) <= max(other.start.y, other.end.y) + slack
        && min(other.start.y, other.end.y) <= max(start.y, end.y) + slack
    }
  }

  /// Curves are cut finer than for drawing, so that results meet where curves meet.
  private static let tolerance: CGFloat = 0.1

  /// The region `operation` makes of the regions of `first` and `second`, each filled
  /// by the even-odd rule when `eoFill` is set (else non-zero). Unclosed subpaths count
  /// as closed.
  static func region(
    _ operation: Operation, _ first: Path, _ second: Path, eoFill: Bool
  ) -> Path {
    let segments = closedSegments(first, source: 0) + closedSegments(second, source: 1)
    let pieces = split(segments, by: segments)
    let nudge = self.nudge(for: pieces)
    func inside(_ point: CGPoint) -> Bool {
      operation.combine(
        contains(point, in: segments, source: 0, eoFill: eoFill),
        contains(point, in: segments, source: 1, eoFill: eoFill))
    }
    var kept: [Segment] = []
    var seen = Set<PointPair>()
    for piece in pieces {
      guard let normal = leftNormal(piece) else { continue }
      let middle = CGPoint(
        x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
      let left = inside(CGPoint(x: middle.x + normal.x * nudge, y: middle.y + normal.y * nudge))
      let right = inside(
        CGPoint(x: middle.x - normal.x * nudge, y: middle.y - normal.y * nudge))
      guard left != right else { continue }
      let edge =
        left ? piece : Segment(start: piece.end, end: piece.start, source: piece.source)
      // A piece both outlines share is kept once.
      guard seen.insert(PointPair(edge.start, edge.end)).inserted else { continue }
      kept.append(edge)
    }
    return joinedIntoLoops(kept)
  }

  /// The outline of `first` that lies inside (`keepInside`) or outside the region of
  /// `second`. Cut subpaths become open; a closed subpath kept whole stays closed.
  static func outline(
    of first: Path, keepInside: Bool, of second: Path, eoFill: Bool
  ) -> Path {
    let cutters = closedSegments(second, source: 1)
    var result = Path()
    for line in first.polylines(tolerance: tolerance) {
      var points = line.points
      if line.isClosed, let start = points.first, points.last != start { points.append(start) }
      let segments = zip(points, points.dropFirst()).map {
        Segment(start: $0, end: $1, source: 0)
      }
      var pieces = split(segments, by: cutters)
      var keeps = pieces.map { piece in
        let middle = CGPoint(
          x: (piece.start.x + piece.end.x) / 2, y: (piece.start.y + piece.end.y) / 2)
        return contains(middle, in: cutters, source: 1, eoFill: eoFill) == keepInside
      }
      if line.isClosed, keeps.allSatisfy({ $0 }) {
        result.addLines(line.points)
        result.closeSubpath()
        continue
      }
      // A closed outline is walked from a piece left out, so that a kept run across its
      // starting point stays one line.
      if line.isClosed, let first = keeps.firstIndex(of: false) {
        pieces = Array(pieces[first...] + pieces[..<first])
        keeps = Array(keeps[first...] + keeps[..<first])
      }
      var isDrawing = false
      for (piece, keep) in zip(pieces, keeps) {
        guard keep else {
          isDrawing = false
          continue
        }
        if !isDrawing { result.move(to: piece.start) }
        result.addLine(to: piece.end)
        isDrawing = true
      }
    }
    return result
  }

  // MARK: Pieces

  /// Every subpath of `path` as straight segments, closed.
  private static func closedSegments(_ path: Path, source: Int) -> [Segment] {
    path.polylines(tolerance: tolerance).flatMap { line -> [Segment] in
      var points = line.points
      if let start = points.first, points.last != start { points.append(start) }
      return zip(points, points.dropFirst()).compactMap { start, end in
        start == end ? nil : Segment(start: start, end: end, source: source)
      }
    }
  }

  /// `segments` split at every point where one crosses or touches any of `cutters`,
  /// each split in its own order; a crossing point is worked out once, so the pieces of
  /// both segments meet exactly.
  private static func split(_ segments: [Segment], by cutters: [Segment]) -> [Segment] {
    var cuts = [[CGPoint]](repeating: [], count: segments.count)
    for (index, segment) in segments.enumerated() {
      for cutter in cutters where segment.mayMeet(cutter) {
        for point in crossings(segment, cutter) where point != segment.start && point != segment.end
        {
          cuts[index].append(point)
        }
      }
    }
    var pieces: [Segment] = []
    for (segment, points) in zip(segments, cuts) {
      let dx = segment.end.x - segment.start.x
      let dy = segment.end.y - segment.start.y
      let ordered = points.sorted {
        ($0.x - segment.start.x) * dx + ($0.y - segment.start.y) * dy
          < ($1.x - segment.start.x) * dx + ($1.y - segment.start.y) * dy
      }
      var from = segment.start
      for point in ordered + [segment.end] where point != from {
        pieces.append(Segment(start: from, end: point, source: segment.source))
        from = point
      }
    }
    return pieces
  }

  /// Where `a` and `b` cross, or where an end of one lies on the other (segments that
  /// overlap along a line meet at the ends of the overlap). Worked out the same way
  /// whichever is `a`, so both segments split at the same points.
  private static func crossings(_ a: Segment, _ b: Segment) -> [CGPoint] {
    let (first, second) = order(a, b)
    let r = CGPoint(x: first.end.x - first.start.x, y: first.end.y - first.start.y)
    let s = CGPoint(x: second.end.x - second.start.x, y: second.end.y - second.start.y)
    let denominator = r.x * s.y - r.y * s.x
    let qp = CGPoint(x: second.start.x - first.start.x, y: second.start.y - first.start.y)
    let scale = max(hypot(r.x, r.y) * hypot(s.x, s.y), .leastNonzeroMagnitude)
    if abs(denominator) > 1e-12 * scale {
      let t = (qp.x * s.y - qp.y * s.x) / denominator
      let u = (qp.x * r.y - qp.y * r.x) / denominator
      guard (-1e-12...1 + 1e-12).contains(t), (-1e-12...1 + 1e-12).contains(u) else {
        return []
      }
      // An end of one lying on the other is that end exactly.
      for end in [first.start, first.end, second.start, second.end]
      where hypot(end.x - (first.start.x + t * r.x), end.y - (first.start.y + t * r.y))
        < 1e-9
      {
        return [end]
      }
      return [CGPoint(x: first.start.x + t * r.x, y: first.start.y + t * r.y)]
    }
    // Parallel: only ends lying on the other segment count.
    return [first.start, first.end].filter { lies($0, on: second) }
      + [second.start, second.end].filter { lies($0, on: first) }
  }

  /// The two segments in an order that does not depend on how they were asked for.
  private static func order(_ a: Segment, _ b: Segment) -> (Segment, Segment) {
    (a.start.x, a.start.y, a.end.x, a.end.y) < (b.start.x, b.start.y, b.end.x, b.end.y)
      ? (a, b) : (b, a)
  }

  /// Whether `point` lies on `segment` (within a small distance).
  private static func lies(_ point: CGPoint, on segment: Segment) -> Bool {
    let dx = segment.end.x - segment.start.x
    let dy = segment.end.y - segment.start.y
    let length = hypot(dx, dy)
    guard length > 0 else { return false }
    let along = ((point.x - segment.start.x) * dx + (point.y - segment.start.y) * dy) / length
    let across = abs((point.x - segment.start.x) * dy - (point.y - segment.start.y) * dx) / length
    return across < 1e-9 && along > 0 && along < length
  }

  // MARK: Looking either side

  /// How far either side of a piece's middle to look: far less than any piece is long,
  /// far more than rounding.
  private static func nudge(for pieces: [Segment]) -> CGFloat {
    let extent = pieces.reduce(CGFloat(1)) {
      max($0, abs($1.start.x), abs($1.start.y), abs($1.end.x), abs($1.end.y))
    }
    return extent * 1e-7
  }

  /// The unit vector to the left of a piece, or nil for a piece with no length.
  private static func leftNormal(_ piece: Segment) -> CGPoint? {
    let dx = piece.end.x - piece.start.x
    let dy = piece.end.y - piece.start.y
    let length = hypot(dx, dy)
    guard length > 1e-12 else { return nil }
    return CGPoint(x: -dy / length, y: dx / length)
  }

  /// Whether `point` is inside the region the segments of `source` bound.
  private static func contains(
    _ point: CGPoint, in segments: [Segment], source: Int, eoFill: Bool
  ) -> Bool {
    Path.encloses(
      point, edges: segments.lazy.filter { $0.source == source }.map { ($0.start, $0.end) },
      eoFill: eoFill)
  }

  // MARK: Joining

  /// A piece's two ends, to find a piece kept twice.
  private struct PointPair: Hashable {
    let start: PointKey
    let end: PointKey
    init(_ start: CGPoint, _ end: CGPoint) {
      self.start = PointKey(start)
      self.end = PointKey(end)
    }
  }

  /// A point, as a dictionary key.
  private struct PointKey: Hashable {
    let x: Double
    let y: Double
    init(_ point: CGPoint) {
      x = Double(point.x)
      y = Double(point.y)
    }
  }

  /// The kept pieces joined end to start into closed subpaths.
  private static func joinedIntoLoops(_ edges: [Segment]) -> Path {
    var starting: [PointKey: [Int]] = [:]
    for (index, edge) in edges.enumerated() {
      starting[PointKey(edge.start), default: []].append(index)
    }
    var used = [Bool](repeating: false, count: edges.count)
    var path = Path()
    for first in edges.indices where !used[first] {
      used[first] = true
      path.move(to: edges[first].start)
      var current = edges[first]
      while true {
        path.addLine(to: current.end)
        guard let next = starting[PointKey(current.end)]?.first(where: { !used[$0] }) else { break }
        used[next] = true
        current = edges[next]
      }
      path.closeSubpath()
    }
    return path
  }
}
