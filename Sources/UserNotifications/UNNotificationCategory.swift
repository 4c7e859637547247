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

/// An action offered with a notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  /// The action's name, given back in the response.
  public let identifier: String
  /// Its button's title.
  public let title: String

  /// An action named `identifier`, titled `title`.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
  }
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

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Needs the device unlocked.
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  /// Destroys something: shown in red.
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  /// Brings the app to the front.
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
