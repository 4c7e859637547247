import Foundation

/// The sound of a notification. Linux plays none: kept for the app's code.
open class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The sound's file name, for a named sound.
  let name: UNNotificationSoundName?

  init(name: UNNotificationSoundName?) { self.name = name }

  /// The system's sound.
  public static let `default` = UNNotificationSound(name: nil)
  /// The system's sound for a critical alert.
  public static let defaultCritical = UNNotificationSound(name: nil)
  /// The system's ringtone.
  public static let defaultRingtone = UNNotificationSound(name: nil)

  /// The sound in the file `name` of the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

  /// A critical alert's sound named `name`.
  public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name)
  }
}

/// The file name of a notification sound.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  /// The file name.
  public let rawValue: String

  /// The sound file `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The sound file `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
