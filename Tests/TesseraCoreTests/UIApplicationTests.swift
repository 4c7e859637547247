import Combine
import Foundation
import Tessera
import TesseraTesting
import Testing

/// UIKit's `UIApplication`, which code written for iOS reaches through `import SwiftUI`:
/// its lifecycle notifications follow the scene phase.
@MainActor
@Suite(.serialized) struct UIApplicationTests {
  /// Counts the notifications it hears, as iOS apps listen for them.
  struct Listener: View {
    @State private var resigned = 0
    @State private var returned = 0

    var body: some View {
      VStack {
        Text("Resigned \(resigned)")
        Text("Returned \(returned)")
      }
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)
      ) { _ in resigned += 1 }
      .onReceive(
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
      ) { _ in returned += 1 }
    }
  }

  // (No suspension inside: the notifications are the process's, and another test's
  // window could post some while this one waited.)
  @Test func theLifecycleNotificationsFollowTheScenePhase() {
    let host = TestHost(Listener())
    host.scenePhase = .inactive
    #expect(host.contains(text: "Resigned 1") && host.contains(text: "Returned 0"))
    #expect(UIApplication.shared.applicationState == .inactive)
    host.scenePhase = .active
    #expect(host.contains(text: "Returned 1"))
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test func theSettingsAddressCannotBeOpened() throws {
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    #expect(!UIApplication.shared.canOpenURL(settings))
  }
}
