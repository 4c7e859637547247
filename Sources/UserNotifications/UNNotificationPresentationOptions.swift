/// How a notification that comes while the app runs is shown.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt

  /// Options from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Sets the icon's number.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Plays its sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// As a banner and in the list (the older name).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// In the list of notifications.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// As a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
