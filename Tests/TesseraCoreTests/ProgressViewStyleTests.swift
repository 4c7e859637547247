import Tessera
import TesseraTesting
import Testing

/// A style of the app's: the percentage done, in words.
private struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.fractionCompleted.map { "\(Int($0 * 100)) percent" } ?? "working")
    }
  }
}

@MainActor
@Suite struct ProgressViewStyleTests {
  @Test func aProgressStyleOfTheAppsDrawsTheProgress() {
    let host = TestHost(
      VStack {
        ProgressView("Upload", value: 0.25)
        ProgressView("Sync")
      }
      .progressViewStyle(PercentProgressStyle()))
    #expect(host.screen.contains { $0.contains("Upload") && $0.contains("25 percent") })
    #expect(host.screen.contains { $0.contains("Sync") && $0.contains("working") })
    #expect(!host.screen.contains { $0.contains("█") }, "no bar of the backend's")
  }

  @Test func theBuiltInStylesAreTheBackendsBar() {
    let host = TestHost(ProgressView(value: 0.5).progressViewStyle(.linear))
    #expect(host.screen.contains { $0.contains("█") && $0.contains("░") })
    _ = TestHost(ProgressView().progressViewStyle(.circular))
  }
}
