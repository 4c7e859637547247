import Foundation
import Tessera
import TesseraTesting
import Testing

/// `idle()` returns once the views' tasks have finished and their changes are shown, and
/// names the view whose task does not finish.
@MainActor
@Suite struct IdleTests {
  private struct Profile: View {
    let delay: Duration
    @State private var name = "Loading…"
    var body: some View {
      Text(name).task {
        try? await Task.sleep(for: delay)
        name = "Ada Lovelace"
      }
    }
  }

  @Test func idleWaitsForTheTaskAndItsChange() async throws {
    let host = TestHost(Profile(delay: .milliseconds(30)))
    #expect(host.contains(text: "Loading…"))
    // Generous: the whole suite shares the main actor the task resumes on.
    try await host.idle(timeout: .seconds(60))
    #expect(host.contains(text: "Ada Lovelace"))
  }

  @Test func timeTheMainActorSpendsOnOtherWorkDoesNotCount() async throws {
    let host = TestHost(Profile(delay: .milliseconds(30)))
    // While the task sleeps, other work holds the main actor for three times the wait's
    // timeout, as a suite running many tests at once does: the wait's next look and the
    // task's end both queue behind it, the look first.
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(10))
      usleep(300_000)
    }
    try await host.idle(timeout: .milliseconds(100))
    #expect(host.contains(text: "Ada Lovelace"))
  }

  @Test func aTaskThatDoesNotFinishIsNamed() async throws {
    // An hour: however long a loaded suite keeps the test from looking, it has not
    // finished.
    let host = TestHost(Profile(delay: .seconds(3600)))
    let error = await #expect(throws: InspectionError.self) {
      try await host.idle(timeout: .milliseconds(100))
    }
    #expect(
      error?.description.contains("the task of Profile") == true, "\(String(describing: error))")
  }
}
