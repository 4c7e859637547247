import Foundation

/// A notification to deliver: what it says and when.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// Names the request: adding another with it replaces this one.
  public let identifier: String
  /// What it says.
  public let content: UNNotificationContent
  /// When it is delivered; nil: at once.
  public let trigger: UNNotificationTrigger?

  /// A request for `content`, delivered when `trigger` fires (at once when nil).
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    // A copy: the app may go on changing its mutable content.
    let copy = UNNotificationContent()
    copy.fields = content.fields
    self.content = copy
    self.trigger = trigger
  }
}
