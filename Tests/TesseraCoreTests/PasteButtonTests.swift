import Foundation
import Tessera
import TesseraTesting
import Testing

/// `PasteButton` pastes the clipboard's text as values of its payload type.
@MainActor
@Suite struct PasteButtonTests {
  private struct Notes: View {
    @State private var notes: [String] = []
    @State private var links: [URL] = []
    @State private var points: [Point] = []

    struct Point: Codable, Transferable {
      var x: Int
      var y: Int
      static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
      }
    }

    var body: some View {
      VStack {
        PasteButton(payloadType: String.self) { notes += $0 }
        PasteButton(payloadType: URL.self) { links += $0 }
          .accessibilityIdentifier("paste link")
        PasteButton(payloadType: Point.self) { points += $0 }
          .accessibilityIdentifier("paste point")
        Text("Notes: \(notes.joined(separator: ", "))")
        Text("Links: \(links.map(\.host!).joined(separator: ", "))")
        Text("Points: \(points.map { "\($0.x),\($0.y)" }.joined(separator: " "))")
      }
    }
  }

  @Test func pressedItPastesTheClipboardsText() throws {
    let host = TestHost(Notes())
    host.clipboard = "Buy milk"
    try host.find(text: "Paste").tap()
    #expect(host.contains(text: "Notes: Buy milk"))
    host.clipboard = nil
    try host.find(text: "Paste").tap()
    #expect(host.contains(text: "Notes: Buy milk"), "an empty clipboard pastes nothing")
  }

  @Test func textIsPastedOnlyAsAPayloadItConvertsTo() throws {
    let host = TestHost(Notes())
    host.clipboard = "not a link"
    try host.find(identifier: "paste link").tap()
    try host.find(identifier: "paste point").tap()
    #expect(host.contains(text: "Links: ") && !host.contains(text: "Links: n"))
    #expect(!host.contains(text: "Points: n"))
    host.clipboard = " https://example.org/a\n"
    try host.find(identifier: "paste link").tap()
    #expect(host.contains(text: "Links: example.org"))
    host.clipboard = #"{"x": 3, "y": 4}"#
    try host.find(identifier: "paste point").tap()
    #expect(host.contains(text: "Points: 3,4"))
  }
}
