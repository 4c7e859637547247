import Foundation
import Tessera
import TesseraTesting
import Testing

struct TaskCard: Codable, Hashable, Transferable {
  var title: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    ProxyRepresentation(exporting: \.title)
  }
}

@MainActor
@Suite struct DragAndDropTests {
  struct Board: View {
    @State var todo = [TaskCard(title: "Buy milk"), TaskCard(title: "Call Ana")]
    @State var done: [TaskCard] = []
    @State var notes: [String] = []
    @State var links: [URL] = []
    @State var targeted = false

    var body: some View {
      VStack {
        HStack {
          VStack {
            Text("To do")
            ForEach(todo, id: \.self) { card in
              Text(card.title).draggable(card)
            }
          }
          .frame(maxWidth: .infinity, maxHeight: 120)
          VStack {
            Text("Done \(done.count)")
            ForEach(done, id: \.self) { Text("✓ \($0.title)") }
          }
          .frame(maxWidth: .infinity, maxHeight: 120)
          .dropDestination(for: TaskCard.self) { cards, _ in
            todo.removeAll { cards.contains($0) }
            done += cards
            return true
          } isTargeted: {
            targeted = $0
          }
        }
        HStack {
          Text("Notes: \(notes.joined(separator: ", "))")
            .frame(maxWidth: .infinity, minHeight: 48)
            .dropDestination(for: String.self) { texts, _ in
              notes += texts
              return true
            }
          Text("Links: \(links.count)")
            .frame(maxWidth: .infinity, minHeight: 48)
            .dropDestination(for: URL.self) { urls, _ in
              links += urls
              return true
            }
        }
        Text(targeted ? "Targeted" : "Not targeted")
      }
    }
  }

  @Test func aTaskCardDraggedOntoAColumnMovesThere() throws {
    let host = TestHost(Board())
    try host.find(text: "Buy milk").drag(to: host.find(text: "Done 0"))
    #expect(host.contains(text: "✓ Buy milk"))
    #expect(host.contains(text: "Done 1"))
    #expect(!host.contains(text: "Buy milk"))
    #expect(host.contains(text: "Not targeted"), "the drop ends the targeting")
  }

  @Test func aDestinationTakesWhatARepresentationExports() throws {
    let host = TestHost(Board())
    try host.find(text: "Call Ana").drag(to: host.find(text: "Notes: "))
    #expect(host.contains(text: "Notes: Call Ana"), "a card's text, through its proxy")
    try host.find(text: "Buy milk").drag(to: host.find(text: "Links: 0"))
    #expect(host.contains(text: "Links: 0"), "a card is no link")
    #expect(host.contains(text: "Buy milk"), "and stays where it was")
  }

  @Test func typesNameTheirKindsOfData() {
    #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "PNG") == .png)
    #expect(UTType(mimeType: "application/json") == .json)
    #expect(UTType("public.plain-text")?.preferredFilenameExtension == "txt")
    let custom = UTType(exportedAs: "org.example.recipe", conformingTo: .json)
    #expect(custom.conforms(to: .text))
  }
}

@Suite struct CommonContentTypeTests {
  @Test func contactCardsAndOtherCommonTypesAreKnownByExtensionAndMIMEType() {
    #expect(UTType(filenameExtension: "vcf") == .vCard)
    #expect(UTType(mimeType: "text/html") == .html)
    #expect(UTType.vCard.conforms(to: .text) && UTType.zip.conforms(to: .data))
  }
}
