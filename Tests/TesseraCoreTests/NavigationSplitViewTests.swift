import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct NavigationSplitViewTests {
  struct Mail: View {
    @State var selected: String?
    var mailboxes = ["Inbox", "Sent", "Archive"]

    var body: some View {
      NavigationSplitView {
        List(mailboxes, id: \.self, selection: $selected) { name in
          NavigationLink(name, value: name)
        }
        .navigationTitle("Mailboxes")
      } detail: {
        if let selected {
          Text("Showing \(selected)").navigationTitle(selected)
        } else {
          Text("No mailbox selected")
        }
      }
    }
  }

  @Test func theSidebarAndTheDetailStandSideBySide() throws {
    let host = TestHost(Mail())
    let inbox = try host.find(text: "Inbox").frame
    let detail = try host.find(text: "No mailbox selected").frame
    #expect(inbox.maxX < detail.minX, "the sidebar is left of the detail")
    #expect(abs(inbox.minY - detail.minY) < 48, "both columns start at the top")
    #expect(host.screen.joined().contains("Mailboxes"), "the sidebar's own title")
  }

  @Test func choosingASidebarRowSelectsItsValueForTheDetail() throws {
    let host = TestHost(Mail())
    try host.find(text: "Sent").tap()
    #expect(host.contains(text: "Showing Sent"))
    try host.selectRow("Archive")
    #expect(host.contains(text: "Showing Archive"))
    #expect(host.screen.joined().contains("Archive"))
  }

  @Test func theSidebarButtonHidesAndShowsTheSidebar() throws {
    let host = TestHost(Mail())
    try host.find(control: "Hide Sidebar").tap()
    #expect(!host.contains(text: "Inbox"))
    let detail = try host.find(text: "No mailbox selected").frame
    #expect(detail.midX > 300, "the detail takes the whole window, centred: \(detail)")
    try host.find(control: "Show Sidebar").tap()
    #expect(host.contains(text: "Inbox"))
  }

  @Test func columnVisibilityAndThreeColumns() throws {
    struct Library: View {
      @State var visibility = NavigationSplitViewVisibility.all
      var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
          Text("Shelves").navigationSplitViewColumnWidth(120)
        } content: {
          Button("Only the detail") { visibility = .detailOnly }
        } detail: {
          Text("Book")
        }
        .navigationSplitViewStyle(.balanced)
      }
    }
    let host = TestHost(Library())
    let shelves = try host.find(text: "Shelves").frame
    let content = try host.find(control: "Only the detail").frame
    let book = try host.find(text: "Book").frame
    #expect(shelves.maxX <= content.minX && content.maxX <= book.minX)
    #expect(shelves.midX < 64, "a sidebar 120 points wide: \(shelves)")
    try host.tap("Only the detail")
    #expect(!host.contains(text: "Shelves") && host.contains(text: "Book"))
    #expect(throws: InspectionError.self) { try host.find(control: "Only the detail") }
  }
}
