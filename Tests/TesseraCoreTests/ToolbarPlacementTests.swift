import Foundation
import Tessera
import TesseraTesting
import Testing

/// Toolbar items go where their placement puts them on an iPhone: leading and trailing
/// ends of the navigation bar, its middle for `.principal`, a bar along the bottom for
/// `.bottomBar` and `.status`.
@MainActor
@Suite struct ToolbarPlacementTests {
  struct NewItemForm: View {
    @State var log: [String] = []
    var body: some View {
      NavigationStack {
        Text("Log: \(log.joined(separator: ","))")
          .navigationTitle("New Item")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") { log.append("done") } }
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { log.append("cancel") }
            }
          }
      }
    }
  }

  struct AmountForm: View {
    @State var amount = ""
    @FocusState var amountIsFocused: Bool
    var body: some View {
      NavigationStack {
        VStack {
          TextField("Amount", text: $amount).focused($amountIsFocused)
          Toggle("Round up", isOn: .constant(false))
        }
        .navigationTitle("Bill")
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Spacer()
            Button("Done") { amountIsFocused = false }
          }
        }
      }
    }
  }

  /// Items over the keyboard show, at the trailing end of the bar, only while a text
  /// field has the focus, as iOS shows them only while its keyboard is up.
  @Test func keyboardItemsShowOnlyWhileTextIsBeingEdited() throws {
    let host = TestHost(AmountForm())
    #expect(host.findAll(control: "Done").isEmpty, "no field has the focus")
    try host.find(control: "Amount").focus()
    let bar = try #require(host.screen.first)
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix("Done"), "\(bar)")
    try host.find(control: "Round up").focus()
    #expect(host.findAll(control: "Done").isEmpty, "a toggle is not text")
    try host.find(control: "Amount").focus()
    try host.tap("Done")
    #expect(host.focusedControl == nil && host.findAll(control: "Done").isEmpty)
  }

  @Test func cancelGoesLeadingAndDoneTrailingAroundTheTitle() throws {
    let host = TestHost(NewItemForm())
    let bar = try #require(host.screen.first)
    let cancel = try #require(bar.range(of: "Cancel")).lowerBound
    let title = try #require(bar.range(of: "New Item")).lowerBound
    let done = try #require(bar.range(of: "Done")).lowerBound
    #expect(cancel < title && title < done, "Cancel, title, Done: \(bar)")
    #expect(bar.distance(from: bar.startIndex, to: cancel) < 4, "at the leading end: \(bar)")
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix("Done"))
    try host.tap("Cancel")
    try host.tap("Done")
    #expect(host.contains(text: "Log: cancel,done"))
  }

  @Test func leadingItemsFollowTheBackButton() throws {
    struct Pages: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Text("detail")
              .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Sort") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
              }
          }
          .navigationTitle("Library")
        }
      }
    }
    let host = TestHost(Pages())
    try host.tap("Open")
    let bar = try #require(host.screen.first)
    let back = try #require(bar.range(of: "Library")).lowerBound
    let sort = try #require(bar.range(of: "Sort")).lowerBound
    let add = try #require(bar.range(of: "Add")).lowerBound
    #expect(back < sort && sort < add, "back, Sort, then Add at the end: \(bar)")
  }

  @Test func aPrincipalItemStandsInTheTitlesPlace() throws {
    struct Page: View {
      var body: some View {
        NavigationStack {
          Text("body")
            .navigationTitle("Hidden title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .principal) {
                HStack {
                  Image(systemName: "star")
                  Text("Custom")
                }
              }
              Button("Edit") {}
            }
        }
      }
    }
    let host = TestHost(Page())
    let bar = try #require(host.screen.first)
    #expect(!bar.contains("Hidden title"), "the principal item replaces the title: \(bar)")
    let custom = try host.find(text: "Custom")
    let window = host.windowSize.width
    #expect(custom.frame.minY == 0, "in the bar")
    // Centred on the bar: the symbol and the text around the middle.
    #expect(abs(custom.frame.minX - window / 2) < window / 8, "centred: \(bar)")
    #expect(bar.hasSuffix("Edit") || bar.trimmingCharacters(in: .whitespaces).hasSuffix("Edit"))
  }

  struct Mailbox: View {
    @State var archived = 0
    @State var showsBar = true
    var body: some View {
      NavigationStack {
        List(0..<40, id: \.self) { Text("Message \($0)") }
          .navigationTitle("Inbox")
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Button("Archive") { archived += 1 }
              Spacer()
              Button("Compose") { showsBar.toggle() }
            }
            ToolbarItem(placement: .status) { Text("Archived \(archived)") }
          }
          .toolbar(showsBar ? .visible : .hidden, for: .bottomBar)
      }
    }
  }

  @Test func bottomBarItemsStandAlongTheBottomAndThePageEndsAboveThem() throws {
    let host = TestHost(Mailbox())
    let screen = host.screen
    let last = try #require(screen.last)
    #expect(last.contains("Archive") && last.contains("Compose"), "the bottom row: \(last)")
    #expect(last.contains("Archived 0"), "the status in the bottom bar: \(last)")
    let archive = try #require(last.range(of: "Archive ")).lowerBound
    let status = try #require(last.range(of: "Archived 0")).lowerBound
    let compose = try #require(last.range(of: "Compose")).lowerBound
    #expect(archive < status && status < compose, "the spacer pushes them apart: \(last)")
    #expect(last.distance(from: last.startIndex, to: archive) < 4)
    // The list stops above the bar: no message row is drawn on the bar's row.
    #expect(!last.contains("Message"))
    #expect(screen[screen.count - 2].contains("Message"), "the list reaches the bar")
    try host.tap("Archive")
    #expect(try #require(host.screen.last).contains("Archived 1"))
  }

  @Test func hidingTheBottomBarGivesItsRowBackToThePage() throws {
    let host = TestHost(Mailbox())
    try host.tap("Compose")
    let last = try #require(host.screen.last)
    #expect(!last.contains("Archive") && !last.contains("Compose"), "no bar: \(last)")
    #expect(last.contains("Message"), "the list uses the row: \(last)")
    let screen = host.screen.joined(separator: "\n")
    #expect(!screen.contains("Archived") && !screen.contains("Compose"), "\(screen)")
  }

  @Test func aPrimaryActionStandsAtTheTrailingEndOfTheBar() throws {
    struct Notes: View {
      @State var count = 0
      var body: some View {
        NavigationStack {
          Text("\(count) notes")
            .navigationTitle("Notes")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .primaryAction) { Button("New") { count += 1 } }
            }
        }
      }
    }
    let host = TestHost(Notes())
    let bar = try #require(host.screen.first)
    #expect(bar.trimmingCharacters(in: .whitespaces).hasSuffix("New"), "\(bar)")
    #expect(try #require(bar.range(of: "Notes")).lowerBound < bar.range(of: "New")!.lowerBound)
    try host.tap("New")
    #expect(host.contains(text: "1 notes"))
  }
}
