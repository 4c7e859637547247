import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SceneAndToolbarAdditionsTests {
  struct Score: Identifiable {
    let id: String
    let points: Int
  }

  @Test func aTableListsRowsGivenOneByOne() throws {
    let host = TestHost(
      Table(of: Score.self) {
        TableColumn("Player", value: \.id)
        TableColumn("Points") { Text("\($0.points)") }
      } rows: {
        TableRow(Score(id: "Ana", points: 12))
        ForEach([Score(id: "Ben", points: 7), Score(id: "Cy", points: 3)]) { TableRow($0) }
      })
    let screen = host.screen
    let rows = ["Ana", "Ben", "Cy"].map { name in screen.firstIndex { $0.contains(name) } }
    #expect(rows.allSatisfy { $0 != nil } && rows == rows.sorted { $0! < $1! }, "\(screen)")
    #expect(screen.contains { $0.contains("Ben") && $0.contains("7") })
  }

  struct Split: View {
    var removesToggle: Bool
    var body: some View {
      NavigationSplitView {
        List { Text("Inbox") }
          .toolbar(removing: removesToggle ? .sidebarToggle : nil)
      } detail: {
        Text("Detail")
      }
    }
  }

  @Test func aSidebarCanRemoveItsToggle() async {
    let kept = TestHost(Split(removesToggle: false))
    await kept.settle()
    #expect(!kept.findAll(control: "Hide Sidebar").isEmpty)
    let removed = TestHost(Split(removesToggle: true))
    await removed.settle()
    #expect(removed.findAll(control: "Hide Sidebar").isEmpty)
  }

  @Test func aTitleMenuOffersItsActionsFromTheBar() throws {
    struct Document: View {
      @State var name = "Untitled"
      var body: some View {
        NavigationStack {
          Text("Named \(name)")
            .navigationTitle(name)
            .toolbarTitleMenu {
              Button("Rename") { name = "Letter" }
            }
        }
      }
    }
    let host = TestHost(Document())
    try host.tap("Title Menu")
    try host.tap("Rename")
    #expect(host.contains(text: "Named Letter"))
  }

  /// `ToolbarTitleMenu` given inside `toolbar { }`, beside other items, is the same menu
  /// at the leading end of the bar.
  @Test func aTitleMenuInsideAToolbarOffersItsActions() throws {
    struct Document: View {
      @State var name = "Untitled"
      var body: some View {
        NavigationStack {
          Text("Named \(name)")
            .navigationTitle(name)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarTitleMenu {
                Button("Rename") { name = "Letter" }
              }
              Button("Share") {}
            }
        }
      }
    }
    let host = TestHost(Document())
    let bar = try #require(host.screen.first)
    let menu = try host.find(control: "Title Menu").frame
    let share = try host.find(control: "Share").frame
    #expect(menu.maxX < share.minX && menu.minX < 64, "the menu leads the bar: \(bar)")
    try host.tap("Title Menu")
    try host.tap("Rename")
    #expect(host.contains(text: "Named Letter"))
  }

  struct Note: Hashable, Codable {
    let number: Int
  }

  struct Notes: App {
    var body: some Scene {
      WindowGroup {
        Opener()
      }
      .defaultSize(width: 900, height: 600)
      WindowGroup("Note", id: "note", for: Note.self) { $note in
        Text("Note \(note?.number ?? 0)")
      }
      .windowResizability(.contentSize)
    }
  }

  struct Opener: View {
    @Environment(\.openWindow) var openWindow
    var body: some View {
      Button("Open 4") { openWindow(id: "note", value: Note(number: 4)) }
    }
  }

  @Test func aWindowGroupWithAnIDPresentsValues() throws {
    let host = TestHost(app: Notes())
    try host.tap("Open 4")
    #expect(host.contains(text: "Note 4"))
  }
}
