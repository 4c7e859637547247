import Foundation

/// A kind of notification, with the actions it offers. Linux shows no actions: kept for
/// the app's code.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  /// The kind's name (`UNNotificationContent.categoryIdentifier`).
  public let identifier: String
  /// The actions offered.
  public let actions: [UNNotificationAction]

  /// A kind named `identifier` with `actions`.
  public init(
    identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
    options: UNNotificationCategoryOptions = []
  ) {
    self.identifier = identifier
    self.actions = actions
  }

  /// Kinds are the same when their names are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  /// Hashes the name.
  open override var hash: Int { identifier.hashValue }
}

/// How a kind of notification behaves.
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The app is told when the notification is dismissed.
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
}
