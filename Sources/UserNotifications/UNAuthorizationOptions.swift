import Foundation

/// What an app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt

  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The number on the app's icon.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Banners and alerts.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Notifications in the car.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Sounds that play through Do Not Disturb.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// A button for the app's notification settings.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Delivery without asking first.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}
