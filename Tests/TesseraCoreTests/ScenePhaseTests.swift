import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ScenePhaseTests {
  struct Timer: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var pauses = 0
    var body: some View {
      VStack {
        Text(scenePhase == .active ? "Running" : "Paused")
        Text("Paused \(pauses) times")
      }
      .onChange(of: scenePhase) { _, phase in
        if phase != .active { pauses += 1 }
      }
    }
  }

  @Test func viewsFollowTheWindowComingToTheFrontAndLeavingIt() {
    let host = TestHost(Timer())
    #expect(host.scenePhase == .active)
    #expect(host.contains(text: "Running"))
    host.scenePhase = .inactive
    #expect(host.contains(text: "Paused"))
    #expect(host.contains(text: "Paused 1 times"))
    host.scenePhase = .active
    #expect(host.contains(text: "Running"))
    #expect(host.contains(text: "Paused 1 times"))
  }
}
