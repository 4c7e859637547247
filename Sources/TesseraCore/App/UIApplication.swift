import Foundation

/// UIKit's application, which `import SwiftUI` brings on iOS, so that
/// `UIApplication.shared.open(url)` and the app's lifecycle notifications build
/// unchanged. There is no UIKit on Linux: a URL opens with the desktop's handler
/// (`xdg-open`), as a `Link`'s does, and the notifications are posted as the scene phase
/// changes (the window gains or loses the focus, the app quits).
@MainActor
public final class UIApplication {
  /// The running app.
  public static let shared = UIApplication()

  /// The address of the app's settings, which `open` cannot show: there is no Settings
  /// app.
  public static let openSettingsURLString = "app-settings:"

  /// Posted when the app is about to stop taking input (its window loses the focus).
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app takes input again.
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app goes to the background (as it quits).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app comes back from the background.
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when memory runs low: never, on Linux.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Whether the app is taking input, shown without it, or in the background.
  public enum State: Int, Sendable {
    /// In front, taking input.
    case active
    /// Shown, not taking input.
    case inactive
    /// Not shown.
    case background
  }

  /// A key of the options `open(_:options:completionHandler:)` takes.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open only if an app handles the link: accepted, and not read.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Whether the app is taking input: follows the scene phase.
  public internal(set) var applicationState: State = .active

  /// Whether the screen may not dim while the app runs: kept, as a terminal or a desktop
  /// window has no idle timer of the app's.
  public var isIdleTimerDisabled = false

  /// The number on the app's icon: kept, as there is no icon to show it on.
  public var applicationIconBadgeNumber = 0

  private init() {}

  /// Opens `url` with the desktop's handler (`xdg-open`), as the system would, not the
  /// environment's `openURL`; `completionHandler` learns whether there was one to ask.
  /// `options` are not read.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    completionHandler?(openWithDesktop(url))
  }

  /// Opens `url` as `open(_:options:completionHandler:)` does, and returns whether there
  /// was a handler to ask.
  @discardableResult
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    openWithDesktop(url)
  }

  /// Hands `url` to the desktop's handler, if it can be opened; whether it could.
  private func openWithDesktop(_ url: URL) -> Bool {
    guard canOpenURL(url) else { return false }
    OpenURLAction.openWithDesktop(url)
    return true
  }

  /// Whether `url` can be opened: it has a scheme other than the settings', and the
  /// desktop has a handler (`xdg-open` on the `PATH`).
  public func canOpenURL(_ url: URL) -> Bool {
    guard let scheme = url.scheme, "\(scheme):" != Self.openSettingsURLString else { return false }
    return OpenURLAction.desktopOpener(in: ProcessInfo.processInfo.environment) != nil
  }

  /// Records the scene's move from `old` to `new` and posts UIKit's notifications for it.
  func sceneMoved(from old: ScenePhase, to new: ScenePhase) {
    applicationState =
      switch new {
      case .active: .active
      case .inactive: .inactive
      case .background: .background
      }
    var names: [Notification.Name] = []
    if old == .active { names.append(Self.willResignActiveNotification) }
    if old == .background { names.append(Self.willEnterForegroundNotification) }
    if new == .background { names.append(Self.didEnterBackgroundNotification) }
    if new == .active { names.append(Self.didBecomeActiveNotification) }
    for name in names { NotificationCenter.default.post(name: name, object: self) }
  }
}
