import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PantryTests {
  @Test func restockingUpdatesTheRow() throws {
    let host = TestHost(app: PantryApp())
    #expect(host.contains(text: "0 left"))
    try host.tap("Restock Lentils")
    #expect(host.contains(text: "1 left"))
    #expect(!host.contains(text: "0 left"))
  }

  @Test func hidingEmptyItems() throws {
    let host = TestHost(app: PantryApp())
    try host.toggle("Show empty")
    #expect(!host.contains(text: "Lentils"))
    #expect(host.contains(text: "Oats"))
  }

  @Test func previewsOfBothKindsAreFound() throws {
    #expect(try TestHost(preview: "PantryList").contains(text: "Oats"))
    #expect(try TestHost(preview: "Pantry row").contains(text: "1 left"))
  }
}

@MainActor
@Suite struct ShoppingNoteTests {
  @Test func localBindableEditsTheEnvironmentsNote() throws {
    let note = ShoppingNote()
    let host = TestHost(ShoppingNoteEditor().environment(note))
    try host.find(control: "Note").setText("Buy lentils")
    #expect(note.text == "Buy lentils")
    #expect(host.contains(text: "Note: Buy lentils"))
  }
}

@MainActor
@Suite struct PantrySearchTests {
  @Test func typingFiltersAfterTheDebounce() throws {
    let host = TestHost(PantrySearchView())
    host.advance(by: .milliseconds(50))
    #expect(host.contains(text: "Lentils"))
    try host.find(control: "Search").setText("ol")
    host.advance(by: .milliseconds(40))
    #expect(host.contains(text: "Lentils"), "not filtered before the debounce has passed")
    host.advance(by: .milliseconds(10))
    #expect(!host.contains(text: "Lentils"))
    #expect(host.contains(text: "Olive oil"))
  }
}

@MainActor
@Suite struct PantrySettingsTests {
  @Test func settingsAreKeptInTheStore() throws {
    let name = "tessera.corpus.\(UUID().uuidString)"
    let store = UserDefaults(suiteName: name)!
    defer { store.removePersistentDomain(forName: name) }
    let host = TestHost(PantrySettings().defaultAppStorage(store))
    #expect(host.contains(text: "Shop: not set"))
    try host.toggle("Warn when low")
    try host.select("Imperial", in: "Units")
    #expect(store.bool(forKey: "lowStockWarning") == false)
    #expect(store.string(forKey: "unit") == "imperial")
  }
}

@MainActor
@Suite struct AisleBrowserTests {
  @Test func anAisleIsPushedByValueAndTheArrayPathPopsIt() throws {
    let host = TestHost(AisleBrowser())
    try host.tap("Grains")
    #expect(host.contains(text: "Oats"))
    try host.tap("Back to aisles")
    #expect(host.contains(text: "Open aisles: 0"))
  }
}
