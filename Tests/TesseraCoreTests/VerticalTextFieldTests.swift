import Foundation
import Tessera
import TesseraTesting
import Testing

/// A `TextField(axis: .vertical)` grows a line for each line its text wraps to, within
/// `lineLimit`, and `lineLimit`'s lower bounds and `reservesSpace` keep room.
@MainActor
@Suite struct VerticalTextFieldTests {
  /// One line of the headless backend, in points.
  let line: CGFloat = 16

  struct Notes: View {
    @State var notes = ""
    var limits: ClosedRange<Int>?
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if let limits {
          TextField("Notes", text: $notes, axis: .vertical).lineLimit(limits)
        } else {
          TextField("Notes", text: $notes, axis: .vertical)
        }
        Text("Below").accessibilityIdentifier("below")
      }
      .frame(width: 80)  // Ten columns.
    }
  }

  @Test func theFieldGrowsALineForEachLineItsTextWrapsTo() throws {
    let host = TestHost(Notes())
    let field = try host.find(control: "Notes")
    #expect(field.frame.height == line)
    try field.type(text: String(repeating: "x", count: 25))
    let grown = try host.find(control: "Notes").frame
    #expect(grown.height == 3 * line)
    #expect(try host.find(identifier: "below").frame.minY == grown.maxY, "what follows moves down")
    try host.find(control: "Notes").setText("one\ntwo")
    #expect(try host.find(control: "Notes").frame.height == 2 * line, "each new line counts")
  }

  @Test func aRangeReservesItsLowerBoundAndStopsGrowingAtItsUpper() throws {
    let host = TestHost(Notes(limits: 2...3))
    #expect(try host.find(control: "Notes").frame.height == 2 * line, "empty, it keeps two lines")
    try host.find(control: "Notes").type(text: String(repeating: "x", count: 60))
    #expect(try host.find(control: "Notes").frame.height == 3 * line, "six lines, three shown")
    #expect(try host.find(control: "Notes").textValue?.count == 60, "nothing typed is lost")
  }

  @Test func aHorizontalFieldStaysOneLine() throws {
    struct Plain: View {
      @State var text = String(repeating: "x", count: 40)
      var body: some View { TextField("Name", text: $text).frame(width: 80) }
    }
    #expect(try TestHost(Plain()).find(control: "Name").frame.height == line)
  }

  @Test func textReservesTheLinesItIsToldTo() throws {
    struct Caption: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("Short").lineLimit(3, reservesSpace: true).accessibilityIdentifier("reserved")
          Text("Short").lineLimit(3, reservesSpace: false).accessibilityIdentifier("plain")
          Text("Short").lineLimit(2...).accessibilityIdentifier("from")
        }
      }
    }
    let host = TestHost(Caption())
    #expect(try host.find(identifier: "reserved").frame.height == 3 * line)
    #expect(try host.find(identifier: "plain").frame.height == line)
    #expect(try host.find(identifier: "from").frame.height == 2 * line)
  }
}
