import Foundation

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// What was asked for.
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The action of opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
