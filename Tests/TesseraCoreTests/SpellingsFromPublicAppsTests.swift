import Foundation
import Tessera
import TesseraTesting
import Testing

/// Spellings that public apps use and that once stopped their build: an editable title
/// (`navigationTitle($title)`), `textScale`, the older `Picker(selection:label:)`, a
/// `WindowGroup` with a `defaultValue`, and a tab sidebar's extra content.
@MainActor
@Suite struct SpellingsFromPublicAppsTests {
  @Test func aTitleBoundToAStringShowsItAsItChanges() throws {
    struct Draft: View {
      @State private var title = "Untitled"
      var body: some View {
        NavigationStack {
          Button("Rename") { title = "Groceries" }
            .navigationTitle($title)
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    let host = TestHost(Draft())
    #expect(host.screen.first?.contains("Untitled") == true)
    try host.tap("Rename")
    #expect(host.screen.first?.contains("Groceries") == true)
  }

  @Test func aSecondaryTextScaleKeepsTheText() {
    let host = TestHost(
      VStack {
        Text("Last message").textScale(.secondary)
        Text("Seen").font(.callout)
      }
      .textScale(.default))
    #expect(host.contains(text: "Last message") && host.contains(text: "Seen"))
  }

  @Test func thePickerWithItsLabelFirstChoosesAsAnyPicker() throws {
    struct Units: View {
      @State private var unit = 0
      let units = ["m", "km", "mi"]
      var body: some View {
        VStack {
          Picker(selection: $unit, label: Text("Unit")) {
            ForEach(0..<units.count, id: \.self) { Text(units[$0]) }
          }
          Text("In \(units[unit])")
        }
      }
    }
    let host = TestHost(Units())
    try host.select("km", in: "Unit")
    #expect(host.contains(text: "In km"))
  }

  private struct Scratch: App {
    var body: some Scene {
      WindowGroup("Pad", id: "pad", for: String.self) { $text in
        PadView(text: text)
      } defaultValue: {
        "empty pad"
      }
    }
  }

  private struct PadView: View {
    let text: String
    @Environment(\.openWindow) private var openWindow
    var body: some View {
      VStack {
        Text("Pad: \(text)")
        Button("Open note") { openWindow(id: "pad", value: "a note") }
      }
    }
  }

  @Test func aWindowGroupWithADefaultValueShowsItUntilGivenOne() throws {
    let host = TestHost(app: Scratch())
    #expect(host.contains(text: "Pad: empty pad"), "the app's own window has the default")
    try host.tap("Open note")
    #expect(host.contains(text: "Pad: a note"))
  }

  @Test func aTabSidebarsExtraContentIsNotShownBesideTheTabBar() {
    let host = TestHost(
      TabView {
        Text("Inbox page").tabItem { Text("Inbox") }
        Text("Sent page").tabItem { Text("Sent") }
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewSidebarHeader { Text("Mail") }
      .tabViewSidebarBottomBar { Button("Settings") {} })
    #expect(host.contains(text: "Inbox page"))
    #expect(!host.contains(text: "Mail") && (try? host.find(control: "Settings")) == nil)
  }
}
