import Foundation
import Tessera
import TesseraTesting
import Testing

/// Shapes combined by their regions (`union`, `intersection`, `subtracting`,
/// `symmetricDifference`) and by their outlines (`lineIntersection`, `lineSubtraction`),
/// as iOS 17 combines them.
@MainActor
@Suite struct PathSetOperationTests {
  private let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
  private let circle = Path(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100))

  /// Points on a grid over both shapes, off the grid lines the shapes are built on.
  private var samples: [CGPoint] {
    stride(from: -9.5, through: 160, by: 7).flatMap { x in
      stride(from: -9.5, through: 160, by: 7).map { y in CGPoint(x: x, y: y) }
    }
  }

  /// Checks that `result` fills exactly where `rule` says, by either fill rule.
  private func expectRegion(
    _ result: Path, _ name: String, _ rule: (Bool, Bool) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var wrong: [CGPoint] = []
    for point in samples {
      let expected = rule(square.contains(point), circle.contains(point))
      if result.contains(point) != expected || result.contains(point, eoFill: true) != expected {
        wrong.append(point)
      }
    }
    #expect(wrong.isEmpty, "\(name) is wrong at \(wrong.prefix(5))", sourceLocation: sourceLocation)
  }

  @Test func eachOperationFillsItsRegionByEitherRule() {
    expectRegion(square.union(circle), "union") { $0 || $1 }
    expectRegion(square.intersection(circle), "intersection") { $0 && $1 }
    expectRegion(square.subtracting(circle), "subtracting") { $0 && !$1 }
    expectRegion(square.symmetricDifference(circle), "symmetricDifference") { $0 != $1 }
    #expect(square.intersection(circle).boundingRect.minX >= 49.9)
    #expect(square.union(circle).boundingRect.maxX > 149)
  }

  @Test func shapesThatShareAnEdgeJoinIntoOneOutline() {
    let right = Path(CGRect(x: 100, y: 0, width: 100, height: 100))
    let both = square.union(right)
    #expect(both.contains(CGPoint(x: 100, y: 50)))
    #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(square.intersection(right).isEmpty)
    #expect(square.subtracting(square).isEmpty)
  }

  @Test func theFillRuleChoosesWhatEachPathFills() {
    // Two squares turning the same way: a hole by the even-odd rule only.
    var nested = Path(CGRect(x: 0, y: 0, width: 90, height: 90))
    nested.addRect(CGRect(x: 30, y: 30, width: 30, height: 30))
    let center = CGPoint(x: 45, y: 45)
    #expect(nested.normalized(eoFill: false).contains(center, eoFill: true))
    #expect(!nested.normalized(eoFill: true).contains(center))
    #expect(!nested.union(Path(), eoFill: true).contains(center))
    #expect(nested.union(Path(), eoFill: false).contains(center, eoFill: true))
  }

  @Test func outlinesAreCutWhereTheyCrossTheOtherRegion() {
    let inside = square.lineIntersection(circle)
    let outside = square.lineSubtraction(circle)
    // The square's outline inside the circle: the bottom and right edges from 50 to 100.
    #expect(inside.boundingRect.minX >= 49.9 && inside.boundingRect.minY >= 49.9)
    #expect(outside.boundingRect.minX == 0 && outside.boundingRect.minY == 0)
    // Together they are the whole outline, 400 long.
    #expect(abs(length(of: inside) + length(of: outside) - 400) < 0.5)
    // A small square wholly inside stays one closed outline.
    let small = Path(CGRect(x: 90, y: 90, width: 10, height: 10))
    var last: Path.Element?
    // swift-format-ignore: ReplaceForEachWithForLoop
    small.lineIntersection(circle).forEach { last = $0 }
    #expect(last == .closeSubpath)
    #expect(small.lineSubtraction(circle).isEmpty)
    // The square's outline outside the circle runs across its starting corner (0, 0):
    // it comes back as one open line, not two.
    var moves = 0
    // swift-format-ignore: ReplaceForEachWithForLoop
    outside.forEach { if case .move = $0 { moves += 1 } }
    #expect(moves == 1)
  }

  /// The length of a path made of straight lines.
  private func length(of path: Path) -> CGFloat {
    var total: CGFloat = 0
    var current = CGPoint.zero
    var start = CGPoint.zero
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      switch element {
      case .move(let point):
        current = point
        start = point
      case .line(let point):
        total += hypot(point.x - current.x, point.y - current.y)
        current = point
      case .closeSubpath:
        total += hypot(start.x - current.x, start.y - current.y)
        current = start
      default: break
      }
    }
    return total
  }

  @Test func aSquareWithARoundHoleIsDrawnWithTheHoleEmpty() throws {
    let view = Rectangle()
      .subtracting(Circle().scale(0.5))
      .fill(Color.red)
      .frame(width: 160, height: 160)
    let host = TestHost(view, size: CGSize(width: 160, height: 160))
    // 20 × 10 cells. A filled cell is a space painted red, so the snapshot's style rows
    // show the fill: every row has it at both sides, the middle row not in the middle.
    let snapshot = ScreenSnapshot(of: host).text
    let styleRows = snapshot.split(separator: "\n").drop { $0 != "Styles" }.dropFirst()
      .prefix { Int($0.prefix(3).trimmingCharacters(in: .whitespaces)) != nil }.map {
        Array($0.dropFirst(4))
      }
    try #require(styleRows.count == 10, "\(snapshot)")
    #expect(styleRows.allSatisfy { $0.first != "." && $0.last != "." }, "\(snapshot)")
    #expect(styleRows[4][10] == "." && styleRows[0][10] != ".", "\(snapshot)")
  }
}
