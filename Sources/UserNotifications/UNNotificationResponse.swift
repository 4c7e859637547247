import Foundation

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
