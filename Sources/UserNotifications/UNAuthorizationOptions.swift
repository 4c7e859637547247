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

/// Whether the app may show notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Refused.
  case denied
  /// Allowed.
  case authorized
  /// Allowed quietly, until the user decides.
  case provisional
  /// Allowed for a while.
  case ephemeral
}

/// What the app may do with notifications: on Linux, everything.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Allowed.
  public let authorizationStatus = UNAuthorizationStatus.authorized
  /// Sounds: on.
  public let soundSetting = UNNotificationSetting.enabled
  /// The icon's number: on.
  public let badgeSetting = UNNotificationSetting.enabled
  /// Banners: on.
  public let alertSetting = UNNotificationSetting.enabled
  /// In the list of notifications: on.
  public let notificationCenterSetting = UNNotificationSetting.enabled
  /// On the lock screen: on.
  public let lockScreenSetting = UNNotificationSetting.enabled
}

/// Whether one way of showing notifications is on.
public enum UNNotificationSetting: Int, Sendable {
  /// The app cannot use it.
  case notSupported
  /// Off.
  case disabled
  /// On.
  case enabled
}
