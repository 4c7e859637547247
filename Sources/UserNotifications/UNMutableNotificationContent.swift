import Foundation

/// Content an app fills in before it schedules a notification.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// The first line, in bold.
  public override var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }
  /// A line under the title.
  public override var subtitle: String {
    get { fields.subtitle }
    set { fields.subtitle = newValue }
  }
  /// The message.
  public override var body: String {
    get { fields.body }
    set { fields.body = newValue }
  }
  /// The sound played with it (none on Linux).
  public override var sound: UNNotificationSound? {
    get { fields.sound }
    set { fields.sound = newValue }
  }
  /// The number for the app's icon (not shown on Linux).
  public override var badge: NSNumber? {
    get { fields.badge }
    set { fields.badge = newValue }
  }
  /// The app's own values.
  public override var userInfo: [AnyHashable: Any] {
    get { fields.userInfo }
    set { fields.userInfo = newValue }
  }
  /// The kind of notification (`UNNotificationCategory.identifier`).
  public override var categoryIdentifier: String {
    get { fields.categoryIdentifier }
    set { fields.categoryIdentifier = newValue }
  }
  /// Groups notifications together.
  public override var threadIdentifier: String {
    get { fields.threadIdentifier }
    set { fields.threadIdentifier = newValue }
  }

  /// Empty content, to fill in.
  public override init() {}
}
