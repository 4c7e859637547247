import Foundation
import Synchronization

/// UIKit's accessibility settings, so that `UIAccessibility.isReduceMotionEnabled` in code
/// written for iOS builds unchanged. They follow what Tessera knows of the user's
/// settings: reduced motion is `TESSERA_REDUCE_MOTION=1` (or a test's `reducesMotion`);
/// the others are off. Views read the same settings from the environment
/// (`accessibilityReduceMotion`).
public enum UIAccessibility {
  /// Whether the user asked for less motion (readable from any context, as UIKit's is).
  public static var isReduceMotionEnabled: Bool { reducesMotion.withLock { $0 } }

  private static let reducesMotion = Mutex(false)

  /// Whether a screen reader is running. Tessera cannot tell; it says no.
  public static var isVoiceOverRunning: Bool { false }

  /// Whether the user asked for less transparency. Off.
  public static var isReduceTransparencyEnabled: Bool { false }

  /// Whether the user asked for bold text. Off.
  public static var isBoldTextEnabled: Bool { false }

  /// Whether the user asked for higher contrast. Off.
  public static var isDarkerSystemColorsEnabled: Bool { false }

  /// Whether the user asked to tell things apart without colour. Off.
  public static var shouldDifferentiateWithoutColor: Bool { false }

  /// Posted when reduced motion is turned on or off.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// What an app can tell assistive technologies.
  public struct Notification: Sendable, Equatable {
    let name: String
    /// Something was announced.
    public static let announcement = Notification(name: "announcement")
    /// The screen changed a lot.
    public static let screenChanged = Notification(name: "screenChanged")
    /// Part of the screen changed.
    public static let layoutChanged = Notification(name: "layoutChanged")
  }

  /// Tells assistive technologies `notification`, as `AccessibilityNotification` does: an
  /// announcement says `argument` (a string).
  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    switch notification {
    case .announcement:
      guard let text = argument as? String else { return }
      AccessibilityNotification.Announcement(text).post()
    case .screenChanged: AccessibilityNotification.ScreenChanged().post()
    default: AccessibilityNotification.LayoutChanged().post()
    }
  }

  /// Records the user's reduced-motion setting, telling observers when it changed.
  static func reduceMotionChanged(to reduces: Bool) {
    let changed = reducesMotion.withLock { value in
      defer { value = reduces }
      return value != reduces
    }
    guard changed else { return }
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }
}
