import Foundation
import UserNotifications

/// Counts a focus session down, and asks the system to say when it is over.
final class FocusClock: ObservableObject {
  @Published var minutes = 25
  @Published var task = "Write"
  @Published private(set) var secondsLeft: Int?
  @Published private(set) var history: [FocusSession] = []

  var isRunning: Bool { secondsLeft != nil }

  var progress: Double {
    guard let secondsLeft else { return 0 }
    return 1 - Double(secondsLeft) / Double(minutes * 60)
  }

  func start() {
    secondsLeft = minutes * 60
    UserDefaults.standard.setValue(minutes, forKey: "lastFocusMinutes")
    let content = UNMutableNotificationContent()
    content.title = "Focus session done"
    content.body = "\(task): \(minutes) minutes. Take a short break."
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(
      timeInterval: TimeInterval(minutes * 60), repeats: false)
    UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: "focus", content: content, trigger: trigger))
  }

  func stop() {
    secondsLeft = nil
    UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: [
      "focus"
    ])
  }

  /// One second passed.
  func tick() {
    guard let left = secondsLeft else { return }
    if left <= 1 {
      secondsLeft = nil
      history.append(FocusSession(task: task, minutes: minutes))
    } else {
      secondsLeft = left - 1
    }
  }
}
