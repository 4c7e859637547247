import Foundation

/// UIKit's screen, so that `UIScreen.main.bounds.width` in code written for iOS builds
/// unchanged. There is no UIKit on Linux: the screen is the app's window (the terminal,
/// or the GTK window), in points, and follows it as it is resized.
@MainActor
public final class UIScreen {
  /// The screen the app shows on: its window.
  public static let main = UIScreen()

  /// The window's rectangle, in points, at the origin.
  public internal(set) var bounds = CGRect.zero

  /// Points per pixel of the screen: 1, as terminal cells and GTK's scale 1 are laid out.
  public let scale: CGFloat = 1

  /// The screen's own pixels per point: 1.
  public let nativeScale: CGFloat = 1

  /// The window's rectangle in pixels: `bounds` at scale 1.
  public var nativeBounds: CGRect { bounds }

  private init() {}
}

/// UIKit's device, so that `UIDevice.current.userInterfaceIdiom == .pad` and orientation
/// checks build unchanged. The "device" is the app's window: wide windows (those with a
/// regular `horizontalSizeClass`) are a pad, narrow ones a phone; a window wider than
/// tall is in landscape.
@MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// Posted when the window turns from portrait to landscape or back.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// The kind of device the window is most like.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    HostLoop.sizeClass(forWidth: UIScreen.main.bounds.width) == .compact ? .phone : .pad
  }

  /// Whether the window is upright or on its side.
  public var orientation: UIDeviceOrientation {
    let size = UIScreen.main.bounds.size
    if size == .zero { return .unknown }
    return size.width > size.height ? .landscapeLeft : .portrait
  }

  /// The device's name: the machine's host name.
  public var name: String { ProcessInfo.processInfo.hostName }

  /// The operating system's name.
  public var systemName: String { "Linux" }

  /// The operating system's version.
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }

  /// Accepted: orientation is read from the window whenever asked.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Accepted, as `beginGeneratingDeviceOrientationNotifications()` is.
  public func endGeneratingDeviceOrientationNotifications() {}

  private init() {}

  /// Records the window's new size as the screen's, posting the orientation change when
  /// the window turned.
  static func windowResized(to size: CGSize) {
    let before = current.orientation
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    if before != .unknown, current.orientation != before {
      NotificationCenter.default.post(name: orientationDidChangeNotification, object: nil)
    }
  }
}

/// The kinds of device UIKit tells apart.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// A phone-sized window.
  case phone = 0
  /// A tablet-sized window.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car's screen.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// A headset.
  case vision = 6
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
  /// Not known (no window yet).
  case unknown
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, turned left.
  case landscapeLeft
  /// On its side, turned right.
  case landscapeRight
  /// Lying face up.
  case faceUp
  /// Lying face down.
  case faceDown

  /// Whether it is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether it is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether it is flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }

  /// Whether it is held in one of the four usual ways.
  public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
}
