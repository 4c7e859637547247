import Foundation

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
