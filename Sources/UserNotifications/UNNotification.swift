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

/// The user's answer to a notification: opening it, or one of its actions.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  /// The notification answered.
  public let notification: UNNotification
  /// The action chosen (`UNNotificationDefaultActionIdentifier` for opening it).
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// The action of opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
