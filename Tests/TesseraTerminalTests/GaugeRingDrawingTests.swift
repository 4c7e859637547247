import Tessera
import Testing

@testable import TesseraTerminal

/// The circular gauge styles draw rings in the terminal: the part up to the value in the
/// tint, the value's label inside, and an open ring's bounds labels at its gap.
@MainActor
@Suite struct GaugeRingDrawingTests {
  private func screen<V: View>(_ view: V) throws -> ScreenBuffer {
    let host = TerminalHost(rootView: view)
    host.write = { _ in }
    host.resize(to: (30, 8))
    return try #require(host.front)
  }

  /// How many cells are drawn in pure red: the ring's filled part.
  private func redCells(_ screen: ScreenBuffer) -> Int {
    var count = 0
    for row in 0..<screen.lines.count {
      for column in 0..<30 where screen[column, row].style.foreground == .init(255, 0, 0) {
        count += 1
      }
    }
    return count
  }

  private func capacity(_ value: Double) -> some View {
    Gauge(value: value) { Text("Tank") }
      .gaugeStyle(.accessoryCircularCapacity)
      .tint(Color(red: 1, green: 0, blue: 0))
  }

  @Test func theTintedPartGrowsWithTheValue() throws {
    let quarter = redCells(try screen(capacity(0.25)))
    let most = redCells(try screen(capacity(0.9)))
    #expect(quarter > 0, "a quarter of the ring is drawn in the tint")
    #expect(most > 2 * quarter, "nine tenths of it is more than twice as much: \(quarter) \(most)")
    #expect(redCells(try screen(capacity(0))) == 0, "an empty gauge has no tinted part")
  }

  @Test func theLabelsSitInsideTheRing() throws {
    let screen = try screen(
      Gauge(value: 0.5) {
        Text("Speed")
      } currentValueLabel: {
        Text("42")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("9")
      }
      .gaugeStyle(.accessoryCircular))
    let lines = screen.lines
    let value = try #require(lines.firstIndex { $0.contains("42") })
    let bounds = try #require(lines.lastIndex { $0.contains("0") && $0.contains("9") })
    #expect(value > 0 && bounds > value, "the value in the middle, the bounds below it")
    #expect(!lines.joined().contains("Speed"), "the value's label stands for the gauge's label")
    let ring = lines[value - 1].trimmingCharacters(in: .whitespaces)
    #expect(
      !ring.isEmpty
        && ring.unicodeScalars.allSatisfy { $0 == " " || (0x2800...0x28FF).contains($0.value) },
      "the ring's top, in braille dots: \(ring)")
  }
}
