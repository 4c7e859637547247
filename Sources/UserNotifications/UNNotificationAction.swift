import Foundation

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
