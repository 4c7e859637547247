import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// Quitting sends the scene to the background first, so that apps that save in
/// `onChange(of: scenePhase)` (the usual SwiftUI pattern) lose nothing.
@MainActor
@Suite struct QuitToBackgroundTests {
  /// Where the app below writes its list when it goes to the background.
  private final class Store {
    var saved: [String]?
    var phases: [ScenePhase] = []
  }

  private struct Notes: View {
    let store: Store
    @Environment(\.scenePhase) private var scenePhase
    @State private var notes = ["first"]
    var body: some View {
      VStack {
        Text("\(notes.count) notes")
        Button("Add") { notes.append("another") }
      }
      .onChange(of: scenePhase) { _, phase in
        store.phases.append(phase)
        if phase == .background { store.saved = notes }
      }
    }
  }

  @Test func quittingGoesInactiveThenToTheBackgroundWhereTheAppSaves() {
    let store = Store()
    let host = TerminalHost(rootView: Notes(store: store))
    host.write = { _ in }
    host.resize(to: (40, 8))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(store.saved == nil, "nothing saved while the app runs")
    host.loop.enterBackground()
    #expect(store.phases == [.inactive, .background])
    #expect(store.saved == ["first", "another"], "the handler ran with the latest state")
  }
}
