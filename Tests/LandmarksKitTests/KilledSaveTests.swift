import Foundation
import Testing

@testable import LandmarksKit

#if canImport(Glibc)
  import Glibc
#endif

/// A process killed while it saves, for real: whatever moment the kill comes, the saved
/// state on disk is one whole state, never a half-written file.
@Suite("Killed saves")
struct KilledSaveTests {
  /// The state saved as the `count`-th: its favourites are the ids 0 up to `count`, so a
  /// state read back can be told whole or torn.
  static func state(_ count: Int) -> LandmarksStore.State {
    LandmarksStore.State(
      favoriteIDs: Array(0..<(count % 200 + 1)),
      profile: Profile(
        username: "walker \(count)", prefersNotifications: count.isMultiple(of: 2),
        seasonalPhoto: .summer, goalDate: Date(timeIntervalSince1970: 1_767_225_600)))
  }

  @Test(arguments: 1...3)
  func aSaveKilledAtAnyMomentLeavesAWholeState(run: Int) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try LandmarksStore(directory: directory).save(Self.state(0))
    // The child gets the directory through the capture list (the type spelled out, as
    // exit tests need it).
    await #expect(processExitsWith: .signal(SIGKILL)) { [path = directory.path as String] in
      let store = LandmarksStore(directory: URL(fileURLWithPath: path))
      var count = 1
      while true {
        try? store.save(KilledSaveTests.state(count))
        if count == 3 {
          // SIGKILL at an arbitrary moment while the loop saves one state after another.
          Thread.detachNewThread {
            usleep(UInt32.random(in: 1_000...40_000))
            kill(getpid(), SIGKILL)
          }
        }
        count += 1
      }
    }
    guard case .loaded(let state) = LandmarksStore(directory: directory).load() else {
      Issue.record("run \(run): the state after the kill could not be loaded")
      return
    }
    let count = Int(state.profile.username.dropFirst("walker ".count)) ?? -1
    #expect(count >= 3, "run \(run): the child saved before it was killed")
    #expect(state == Self.state(count), "run \(run): a whole state, not a torn one")
  }
}
