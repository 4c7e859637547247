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
    #expect(inbox.minY < 64, "the sidebar's list starts at the top")
    #expect(
      abs(detail.midY - 384 / 2) < 32, "a detail smaller than its column is centred in it")
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

  /// Dragging the divider after the sidebar widens or narrows it, as a pane's handle
  /// does, down to a narrowest width; the pointer shows a resize arrow over it.
  @Test func draggingTheDividerResizesTheSidebar() throws {
    let host = TestHost(Mail())
    let line = { try #require(host.findAll(kind: "Divider").first) }
    let before = try line().frame.midX
    #expect(try line().environment(\.pointerStyle) == nil)
    let handle = try #require(
      host.findAll { $0.environment(\.pointerStyle) == .columnResize }.first)
    #expect(abs(handle.frame.midX - before) < 1, "the handle is on the line")
    try line().drag(by: CGSize(width: 80, height: 0))
    let wider = try line().frame.midX
    #expect(abs(wider - before - 80) < 1, "the divider follows the pointer: \(before) → \(wider)")
    #expect(try host.find(text: "Inbox").frame.maxX < wider)
    try line().drag(by: CGSize(width: -1000, height: 0))
    let narrowest = try line().frame.minX
    #expect(narrowest == 120, "the sidebar keeps its narrowest width: \(narrowest)")
  }

  /// Every split view style lays the columns out as `balanced` does (Divergences says
  /// so: the detail never keeps its width under the others).
  @Test func everyStyleLaysTheColumnsOutAsBalanced() {
    func columns<S: NavigationSplitViewStyle>(_ style: S) -> [CGRect] {
      TestHost(Mail().navigationSplitViewStyle(style)).findAll(kind: "NavigationStack").map(\.frame)
    }
    let balanced = columns(.balanced)
    #expect(balanced.count == 2 && balanced[0].maxX < balanced[1].minX)
    #expect(columns(.prominentDetail) == balanced && columns(.automatic) == balanced)
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
    // Each column starts just after the divider that ends the one before; the detail
    // takes the rest.
    let columns = host.findAll(kind: "NavigationStack").map(\.frame)
    let dividers = host.findAll(kind: "Divider").map(\.frame)
    #expect(columns.count == 3 && dividers.count == 2)
    #expect(columns[0].width == 120 && dividers[0].minX == columns[0].maxX)
    #expect(columns[1].minX == dividers[0].maxX && dividers[1].minX == columns[1].maxX)
    #expect(columns[2].minX == dividers[1].maxX && columns[2].maxX == host.windowSize.width)
    try host.tap("Only the detail")
    #expect(!host.contains(text: "Shelves") && host.contains(text: "Book"))
    #expect(throws: InspectionError.self) { try host.find(control: "Only the detail") }
  }
}

/// In a compact-width window a split view is one stack, as on an iPhone: choosing a
/// sidebar row pushes the next column, and going back clears the choice.
@MainActor
@Suite struct CollapsedSplitViewTests {
  typealias Mail = NavigationSplitViewTests.Mail
  /// 50 columns of a terminal: narrower than the 600 points of a regular width.
  let narrow = CGSize(width: 400, height: 384)

  @Test func aNarrowWindowShowsTheSidebarAloneAndAChoicePushesTheDetail() throws {
    let host = TestHost(Mail(), size: narrow)
    #expect(host.root.environment(\.horizontalSizeClass) == .compact)
    #expect(host.contains(text: "Inbox"))
    #expect(!host.contains(text: "No mailbox selected"), "the detail is not shown beside it")
    try host.tap("Sent")
    #expect(host.contains(text: "Showing Sent"), "the detail is pushed")
    #expect(!host.contains(text: "Inbox"), "over the sidebar")
    let bar = try #require(host.screen.first)
    #expect(bar.contains("Mailboxes"), "the back button: \(bar)")
    #expect(host.screen[1].contains("Sent"), "the title, large as the sidebar's: \(host.screen)")
    try host.tap("Mailboxes")
    #expect(host.contains(text: "Inbox"), "back on the sidebar")
    #expect(!host.contains(text: "Showing Sent"))
    // Going back cleared the selection, as on an iPhone: choosing again pushes again.
    try host.tap("Archive")
    #expect(host.contains(text: "Showing Archive"))
  }

  @Test func threeColumnsArePushedOneAfterTheOther() throws {
    struct Library: View {
      @State var shelf: String?
      @State var book: String?
      var body: some View {
        NavigationSplitView {
          List(["Poetry", "Travel"], id: \.self, selection: $shelf) { Text($0) }
            .navigationTitle("Shelves")
        } content: {
          List(["\(shelf ?? "-") one", "\(shelf ?? "-") two"], id: \.self, selection: $book) {
            Text($0)
          }
          .navigationTitle(shelf ?? "No shelf")
        } detail: {
          Text("Reading \(book ?? "nothing")")
        }
      }
    }
    let host = TestHost(Library(), size: narrow)
    try host.selectRow("Travel")
    #expect(host.contains(text: "Travel two") && !host.contains(text: "Poetry"))
    try host.selectRow("Travel two")
    #expect(host.contains(text: "Reading Travel two"))
    try host.tap("Travel")
    #expect(host.contains(text: "Travel one"), "back on the content column")
    #expect(!host.contains(text: "Reading"))
  }

  @Test func theSizeClassInTheEnvironmentDecidesAsInSwiftUI() throws {
    let host = TestHost(Mail().environment(\.horizontalSizeClass, .compact))
    #expect(!host.contains(text: "No mailbox selected"), "collapsed in a wide window")
    let wide = TestHost(Mail().environment(\.horizontalSizeClass, .regular), size: narrow)
    #expect(wide.contains(text: "No mailbox selected"), "side by side in a narrow one")
  }
}
