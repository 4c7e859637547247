import Foundation
import Tessera
import TesseraTesting
import Testing

/// Steeper: an `@Observable` store passed with `.environment`, edited through
/// `@Bindable`, settings in `@AppStorage`, a `Timer.publish` clock and a `#Preview` in
/// every file.
@MainActor
@Suite(.serialized) struct SteeperTests {
  private let storeName = "tessera.steeper-tests.\(UUID().uuidString)"

  private func launch(_ store: UserDefaults) -> TestHost {
    TestHost(TeaList().environment(Cupboard()).defaultAppStorage(store))
  }

  @Test func anEditedTeaSteepsByTheClockAndTheSettingsSurviveARestart() throws {
    let store = try #require(UserDefaults(suiteName: storeName))
    defer { store.removePersistentDomain(forName: storeName) }
    let host = launch(store)
    try host.tap("Sencha 2 min · 75°C")
    #expect(host.contains(text: "Steep for 2 min"))
    try host.find(control: "Steep for 2 min").decrement()
    try host.type(" green", into: "Name")
    try host.tap("Steep now")
    #expect(host.contains(text: "Sencha green"), "the list shows the name edited through @Bindable")
    #expect(host.contains(text: "Sencha green: 1:00 left"))
    host.advance(by: 30)
    #expect(host.contains(text: "Sencha green: 0:30 left"))
    host.advance(by: 30)
    #expect(host.contains(text: "Sencha green is ready"))
    #expect(host.contains(text: "1 cups brewed"))
    try host.toggle("Fahrenheit")
    #expect(host.contains(text: "1 min · 167°F"))

    let again = launch(store)
    #expect(again.contains(text: "1 cups brewed"), "@AppStorage kept the count")
    #expect(again.contains(text: "4 min · 203°F"), "and the setting")
    #expect(again.contains(text: "Nothing steeping"))
  }

  @Test func theAppAndEveryFilesPreviewShow() throws {
    #expect(TestHost(app: SteeperApp()).contains(text: "Nothing steeping"))
    for name in ["Steeper", "Cupboard"] {
      #expect(PreviewRegistry.names.contains(name))
    }
    let fromFiles = PreviewRegistry.names.filter {
      $0.hasPrefix("TeaList") || $0.hasPrefix("TeaEditor") || $0.hasPrefix("SteepTimer")
    }
    #expect(fromFiles.count == 3, "\(PreviewRegistry.names)")
    #expect(try TestHost(preview: "Cupboard").contains(text: "Chamomile"))
  }
}
