import Tessera
import TesseraTesting
import Testing
import UserNotifications

/// Notifications an app schedules with `UNUserNotificationCenter` come as banners along
/// the top of its window, on the host's clock.
@MainActor
@Suite(.serialized) struct LocalNotificationTests {
  struct EyeBreak: View {
    @State private var scheduled = "nothing"
    var body: some View {
      VStack {
        Text("Scheduled: \(scheduled)")
        Button("Remind me") {
          let content = UNMutableNotificationContent()
          content.title = "Time for a break"
          content.body = "Look at something far away."
          content.sound = .default
          let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 20, repeats: false)
          UNUserNotificationCenter.current().add(
            UNNotificationRequest(identifier: "break", content: content, trigger: trigger))
          scheduled = "break"
        }
        Button("Cancel") {
          UNUserNotificationCenter.current().removePendingNotificationRequests(
            withIdentifiers: ["break"])
          scheduled = "nothing"
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  @Test func aScheduledNotificationComesAsABannerWhenItsTriggerFires() throws {
    let host = TestHost(EyeBreak())
    try host.tap("Remind me")
    host.advance(by: 19)
    #expect(!host.contains(text: "Time for a break"), "not before its time")
    host.advance(by: 1)
    #expect(host.contains(text: "Time for a break"))
    #expect(host.contains(text: "Look at something far away."))
    let banner = try host.find(text: "Time for a break").frame
    #expect(banner.minY < 32, "along the top of the window: \(banner)")
    host.advance(by: 5)
    #expect(!host.contains(text: "Time for a break"), "gone after a few seconds")
  }

  @Test func aClickDismissesTheBannerAndACancelledRequestNeverComes() throws {
    let host = TestHost(EyeBreak())
    try host.tap("Remind me")
    host.advance(by: 20)
    try host.tap("Notification: Time for a break")
    #expect(!host.contains(text: "Time for a break"), "dismissed by a click")
    try host.tap("Remind me")
    try host.tap("Cancel")
    host.advance(by: 30)
    #expect(!host.contains(text: "Time for a break"), "cancelled before it came")
  }

  final class Loud: UNUserNotificationCenterDelegate {
    var presented: [String] = []
    var opened: [String] = []
    var options: UNNotificationPresentationOptions = [.banner, .sound]
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping () -> Void
    ) {
      opened.append(response.actionIdentifier)
      completionHandler()
    }
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler:
        @escaping (UNNotificationPresentationOptions) ->
        Void
    ) {
      presented.append(notification.request.content.title)
      completionHandler(options)
    }
  }

  @Test func aDelegateIsAskedHowToShowANotification() throws {
    let loud = Loud()
    UNUserNotificationCenter.current().delegate = loud
    defer { UNUserNotificationCenter.current().delegate = nil }
    let host = TestHost(EyeBreak())
    try host.tap("Remind me")
    host.advance(by: 20)
    #expect(loud.presented == ["Time for a break"])
    #expect(host.contains(text: "Time for a break"))
    try host.tap("Notification: Time for a break")
    #expect(loud.opened == [UNNotificationDefaultActionIdentifier], "a click opens it")
    // Only a sound: no banner, as on Apple platforms.
    loud.options = [.sound, .list]
    try host.tap("Remind me")
    host.advance(by: 20)
    #expect(loud.presented.count == 2 && !host.contains(text: "Time for a break"))
  }

  final class Quiet: UNUserNotificationCenterDelegate {
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions { [] }
  }

  @Test func aDelegateCanKeepANotificationFromShowingWhileTheAppRuns() async throws {
    let quiet = Quiet()
    UNUserNotificationCenter.current().delegate = quiet
    defer { UNUserNotificationCenter.current().delegate = nil }
    let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [
      .alert, .sound,
    ])
    #expect(granted)
    let host = TestHost(EyeBreak())
    try host.tap("Remind me")
    host.advance(by: 20)
    await Task.yield()
    host.advance(by: 0)
    #expect(!host.contains(text: "Time for a break"))
    let delivered = await UNUserNotificationCenter.current().deliveredNotifications()
    #expect(delivered.contains { $0.request.identifier == "break" }, "delivered all the same")
  }
}
