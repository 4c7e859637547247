import Tessera

struct ClockfaceApp: App {
  @Environment(\.scenePhase) private var scenePhase
  @StateObject private var store: LapStore

  init() {
    self.init(store: LapStore())
  }

  init(store: LapStore) {
    _store = StateObject(wrappedValue: store)
  }

  var body: some Scene {
    WindowGroup {
      StopwatchView(store: store)
    }
    .onChange(of: scenePhase) { phase in
      if phase != .active {
        store.save()
      }
    }
  }
}
