import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SwipeActionsTests {
  struct Inbox: View {
    @State var messages = ["Lunch?", "Invoice", "Photos"]
    @State var pinned: [String] = []
    var body: some View {
      VStack {
        List(messages, id: \.self) { message in
          Text(message)
            .swipeActions {
              Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
            }
            .swipeActions(edge: .leading) {
              Button("Pin") { pinned.append(message) }
            }
        }
        Text("Pinned: \(pinned.joined(separator: ", "))")
      }
    }
  }

  @Test func aSwipeOpensTheRowsActionsAndTheChosenOneRuns() throws {
    let host = TestHost(Inbox())
    try host.find(text: "Invoice").swipe()
    try host.tap("Delete")
    #expect(!host.contains(text: "Invoice"))
    #expect(host.presentations.isEmpty, "the actions closed")
    try host.find(text: "Photos").swipe(edge: .leading)
    try host.tap("Pin")
    #expect(host.contains(text: "Pinned: Photos"))
    #expect(host.contains(text: "Photos"), "pinning keeps the row")
  }

  @Test func aDragAcrossTheRowOpensTheActionsOfTheEdgeItLeaves() throws {
    let host = TestHost(Inbox())
    try host.find(text: "Invoice").drag(by: CGSize(width: -60, height: 0))
    #expect(host.presentations.first?.presentationKind == .menu, "dragged left: the trailing")
    #expect(host.contains(text: "Delete") && !host.contains(text: "Pin"))
    try host.dismissPresentation()
    try host.find(text: "Photos").drag(by: CGSize(width: 60, height: 0))
    try host.tap("Pin")
    #expect(host.contains(text: "Pinned: Photos"))
    try host.find(text: "Lunch?").drag(by: CGSize(width: -8, height: 0))
    #expect(host.presentations.isEmpty, "a short drag is no swipe")
  }

  @Test func aViewWithoutSwipeActionsCannotBeSwiped() {
    let host = TestHost(Text("Plain"))
    #expect(throws: InspectionError.self) { try host.find(text: "Plain").swipe() }
  }

  /// A list whose rows `onDelete` lets go, one of them with swipe actions of its own.
  struct Notes: View {
    @State var notes = ["Tide tables", "Gull count", "Seal pups"]
    @State var archived: [String] = []
    var body: some View {
      VStack {
        List {
          ForEach(notes, id: \.self) { note in
            if note == "Seal pups" {
              Button(note) {}
                .swipeActions {
                  Button("Archive") { archived.append(note) }
                }
            } else {
              Button(note) {}
            }
          }
          .onDelete { notes.remove(atOffsets: $0) }
        }
        Text("Archived: \(archived.joined(separator: ", "))")
      }
    }
  }

  @Test func aRowThatOnDeleteLetsGoOffersDeleteWhenSwiped() throws {
    let host = TestHost(Notes())
    try host.find(text: "Gull count").drag(by: CGSize(width: -60, height: 0))
    #expect(host.presentations.first?.presentationKind == .menu)
    try host.tap("Delete")
    #expect(!host.contains(text: "Gull count"))
    #expect(host.contains(text: "Tide tables") && host.contains(text: "Seal pups"))
    #expect(host.presentations.isEmpty, "the menu closed")
    // Not a context menu: a right click offers nothing.
    #expect(throws: InspectionError.self) { try host.find(text: "Tide tables").openContextMenu() }
  }

  @Test func aRowWithActionsOfItsOwnOffersThoseInstead() throws {
    let host = TestHost(Notes())
    try host.find(text: "Seal pups").drag(by: CGSize(width: -60, height: 0))
    #expect(host.presentations.count == 1, "one menu")
    #expect(host.contains(text: "Archive") && !host.contains(text: "Delete"))
    try host.tap("Archive")
    #expect(host.contains(text: "Archived: Seal pups"))
  }

  @Test func deleteOnTheFocusedRowDeletesIt() throws {
    let host = TestHost(Notes())
    try host.find(control: "Gull count").focus()
    try host.press(.delete, modifiers: [])
    #expect(!host.contains(text: "Gull count"))
    #expect(host.contains(text: "Tide tables"))
  }
}
