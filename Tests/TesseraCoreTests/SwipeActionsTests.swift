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
}
