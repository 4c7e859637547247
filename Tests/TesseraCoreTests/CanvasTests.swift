import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct CanvasTests {
  /// A bar chart: one bar per value, a label under each.
  struct Chart: View {
    var values: [Double]
    var body: some View {
      Canvas { context, size in
        let width = size.width / CGFloat(values.count)
        for (index, value) in values.enumerated() {
          let height = (size.height - 16) * value
          let bar = CGRect(
            x: CGFloat(index) * width, y: size.height - 16 - height, width: width - 8,
            height: height)
          context.fill(Path(bar), with: .color(.blue))
          context.draw(
            Text("V\(index)"), at: CGPoint(x: bar.midX, y: size.height), anchor: .bottom)
        }
        context.stroke(
          Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: size.height)]) },
          with: .color(.red), lineWidth: 1)
      }
      .frame(width: 320, height: 160)
    }
  }

  @Test func drawsItsTextAtTheAnchorsItWasGiven() throws {
    let screen = TestHost(Chart(values: [0.5, 1, 0.25])).screen
    let labels = try #require(screen.firstIndex { $0.contains("V0") })
    #expect(screen[labels].contains("V1") && screen[labels].contains("V2"))
    // Labels sit on the bottom row of the canvas, left to right.
    let line = screen[labels]
    let columns = ["V0", "V1", "V2"].compactMap { line.range(of: $0)?.lowerBound }
    #expect(columns == columns.sorted() && columns.count == 3)
  }

  @Test func strokesAppearAsBrailleDots() {
    let screen = TestHost(Chart(values: [0.5])).screen.joined()
    #expect(screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  @Test func transformsMoveWhatIsDrawnNext() throws {
    struct Moved: View {
      var body: some View {
        Canvas { context, _ in
          context.draw(Text("Here"), at: .zero, anchor: .topLeading)
          var moved = context
          moved.translateBy(x: 80, y: 32)
          moved.draw(Text("There"), at: .zero, anchor: .topLeading)
        }
        .frame(width: 200, height: 80)
      }
    }
    let screen = TestHost(Moved()).screen
    let here = try #require(screen.firstIndex { $0.contains("Here") })
    let there = try #require(screen.firstIndex { $0.contains("There") })
    #expect(there == here + 2)
    let hereColumn = try #require(screen[here].range(of: "Here")).lowerBound.utf16Offset(
      in: screen[here])
    let thereColumn = try #require(screen[there].range(of: "There")).lowerBound.utf16Offset(
      in: screen[there])
    #expect(thereColumn == hereColumn + 10)
  }
}
