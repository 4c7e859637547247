import Foundation

/// What a notification says: its title, subtitle and body, and what comes with them.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  /// The values, set through `UNMutableNotificationContent`.
  struct Fields {
    var title: String = ""
    var subtitle: String = ""
    var body: String = ""
    var sound: UNNotificationSound? = nil
    var badge: NSNumber? = nil
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier: String = ""
    var threadIdentifier: String = ""
  }

  var fields = Fields()

  /// The first line, in bold.
  public var title: String { fields.title }
  /// A line under the title.
  public var subtitle: String { fields.subtitle }
  /// The message.
  public var body: String { fields.body }
  /// The sound played with it (none on Linux).
  public var sound: UNNotificationSound? { fields.sound }
  /// The number for the app's icon (not shown on Linux).
  public var badge: NSNumber? { fields.badge }
  /// The app's own values.
  public var userInfo: [AnyHashable: Any] { fields.userInfo }
  /// The kind of notification (`UNNotificationCategory.identifier`).
  public var categoryIdentifier: String { fields.categoryIdentifier }
  /// Groups notifications together.
  public var threadIdentifier: String { fields.threadIdentifier }

  /// Empty content.
  public override init() {}
}
