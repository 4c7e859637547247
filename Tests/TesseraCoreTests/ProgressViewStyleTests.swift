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

  @Test func aStyleGivenATintTintsTheBarsBelowAndNothingElse() throws {
    let host = TestHost(
      VStack {
        ProgressView("Upload", value: 0.5)
        Button("Cancel") {}
      }
      .progressViewStyle(LinearProgressViewStyle(tint: .red)))
    let bar = try #require(host.findAll(kind: "ProgressView").first)
    #expect(bar.environment(\.progressViewTint) == .red, "the bar is red")
    #expect(try host.find(control: "Cancel").environment(\.tint) == nil, "the button is not")
  }

  @Test func aSpinnersLabelIsDrawnUnderItNotUnderneathIt() throws {
    // Gift Exchange's loading state read "Loa⠸ing…": the label was placed where the
    // spinner is drawn.
    let host = TestHost(ProgressView { Text("Loading…") })
    let row = try #require(host.screen.firstIndex { $0.contains("Loading…") }, "\(host.screen)")
    #expect(row > 0)
    let above = host.screen[row - 1].trimmingCharacters(in: .whitespaces)
    #expect(above.count == 1 && above != "", "the spinner alone on the row above: \(above)")
  }
}
