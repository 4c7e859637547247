import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PathAndStrokeTests {
  @Test func addArcTurnsTheWaySwiftUIDoes() throws {
    // From 0° (right of the centre) to 90° (below it, +y down) without `clockwise`:
    // a quarter turn through the lower right.
    let quarter = Path { path in
      path.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    }
    let bounds = quarter.boundingRect
    #expect(abs(bounds.minX) < 0.01 && abs(bounds.maxX - 10) < 0.01)
    #expect(abs(bounds.minY) < 0.01 && abs(bounds.maxY - 10) < 0.01)
    #expect(quarter.currentPoint.map { abs($0.x) < 0.01 && abs($0.y - 10) < 0.01 } == true)
    // `clockwise: true` goes the long way: three quarters, through the top.
    let long = Path { path in
      path.addArc(
        center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    }
    #expect(abs(long.boundingRect.minY + 10) < 0.1 && abs(long.boundingRect.minX + 10) < 0.1)
  }

  @Test func containsUsesTheWindingRule() {
    let ring = Path { path in
      path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    }
    #expect(ring.contains(CGPoint(x: 10, y: 50)))
    #expect(ring.contains(CGPoint(x: 50, y: 50)), "same direction: non-zero fills the hole")
    #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true), "even-odd leaves it")
    #expect(!ring.contains(CGPoint(x: 99, y: 1)))
  }

  @Test func trimmedPathKeepsTheFractionOfTheLength() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 100, y: 0))
    }
    let middle = line.trimmedPath(from: 0.25, to: 0.75)
    #expect(middle.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
    #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    // Half of the closed outline: the top and the right side.
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(half.currentPoint == CGPoint(x: 10, y: 10))
  }

  @Test func aTrimmedRingIsDrawnAsAPartialOutline() {
    struct Progress: View {
      var fraction: CGFloat
      var body: some View {
        Circle()
          .trim(from: 0, to: fraction)
          .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [4, 2]))
          .frame(width: 96, height: 96)
      }
    }
    func dots(_ fraction: CGFloat) -> Int {
      TestHost(Progress(fraction: fraction)).screen.joined().unicodeScalars.filter {
        (0x2801...0x28FF).contains($0.value)
      }.count
    }
    let quarter = dots(0.25)
    let full = dots(1)
    #expect(quarter > 0)
    #expect(full > 3 * quarter, "\(quarter) cells for a quarter, \(full) for the ring")
    #expect(dots(0) == 0)
  }

  @Test func aCustomShapeIsFilledAlongItsOutline() throws {
    struct Wedge: Shape {
      func path(in rect: CGRect) -> Path {
        Path { path in
          path.move(to: CGPoint(x: rect.minX, y: rect.minY))
          path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
          path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
          path.closeSubpath()
        }
      }
    }
    let screen = TestHost(Wedge().fill(Color.red).frame(width: 128, height: 128)).screen
    // The diagonal edge is drawn in half blocks, row by row further right.
    let edges = screen.compactMap { line in
      line.firstIndex { $0 == "▄" || $0 == "▀" }.map {
        line.distance(from: line.startIndex, to: $0)
      }
    }
    #expect(edges.count >= 6, "\(screen.joined(separator: "\n"))")
  }

  @Test func gradientsAreViewsAndShapeStyles() throws {
    let host = TestHost(
      VStack {
        AngularGradient(colors: [.red, .blue], center: .center).frame(height: 32)
        EllipticalGradient(colors: [.red, .blue]).frame(height: 32)
        Circle().fill(AngularGradient(colors: [.red, .green, .blue], center: .center))
          .frame(width: 32, height: 32)
        Color.red.mix(with: .blue, by: 0.5).frame(height: 16)
      })
    #expect(host.findAll(AngularGradient.self).count == 1)
    #expect(host.findAll(EllipticalGradient.self).count == 1)
    #expect(host.snapshot.contains("AngularGradient(red → blue)"), "\(host.snapshot)")
  }
}

/// Core Graphics' affine transforms, which public drawing code builds paths with.
@Suite struct AffineTransformTests {
  @Test func aPetalTurnedAndMovedLandsWhereCoreGraphicsPutsIt() {
    let petal = Path(CGRect(x: 0, y: -10, width: 40, height: 20))
    // Turned a quarter clockwise (on screen), then moved to (100, 50).
    let placed = CGAffineTransform(rotationAngle: .pi / 2)
      .concatenating(CGAffineTransform(translationX: 100, y: 50))
    let bounds = petal.applying(placed).boundingRect
    #expect(abs(bounds.minX - 90) < 1e-9 && abs(bounds.maxX - 110) < 1e-9)
    #expect(abs(bounds.minY - 50) < 1e-9 && abs(bounds.maxY - 90) < 1e-9)
  }

  @Test func inverseUndoesAndHelpersApplyTheirChangeFirst() {
    let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0)
    let point = CGPoint(x: 1, y: 1)
    #expect(point.applying(transform) == CGPoint(x: 12, y: 3), "moved first, then scaled")
    let back = point.applying(transform).applying(transform.inverted())
    #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
    #expect(CGAffineTransform().isIdentity)
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: -1))
        == CGRect(x: 0, y: -1, width: 6, height: 1))
  }
}

/// Since iOS 17 a filled shape can be stroked too, drawing both.
@MainActor
@Suite struct FillThenStrokeTests {
  @Test func aFilledShapeStrokedDrawsTheFillAndTheOutlineOverIt() throws {
    let host = TestHost(
      VStack {
        RoundedRectangle(cornerRadius: 8)
          .fill(Color.yellow)
          .stroke(Color.orange, lineWidth: 2)
          .frame(width: 80, height: 40)
        Circle().fill(.blue).strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40)
      })
    let snapshot = host.snapshot
    for color in ["yellow", "orange", "blue", "red"] {
      #expect(snapshot.contains(color), "\(color) is drawn:\n\(snapshot)")
    }
    let shapes = host.findAll { $0.kind == "_ShapeView" }
    #expect(shapes.count == 4, "two shapes, each filled and outlined")
    #expect(shapes[0].frame == shapes[1].frame, "the outline over the fill")
  }
}
