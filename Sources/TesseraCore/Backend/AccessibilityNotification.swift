import Foundation

/// Notifications an app posts to assistive technologies, as SwiftUI apps post them
/// (`AccessibilityNotification.Announcement("Saved").post()`).
///
/// The terminal's accessible mode (`TESSERA_ACCESSIBLE=1`) prints announcements and reads
/// the screen again on a screen change. GTK 4.8 has no call to hand an announcement to a
/// screen reader (`gtk_accessible_announce` came in GTK 4.14), so a GTK window drops them.
public enum AccessibilityNotification {
  /// Something for a screen reader to say now, such as the result of an action that
  /// changed nothing on screen.
  public struct Announcement: Sendable {
    /// What is said.
    public let text: String

    /// An announcement of `announcement`.
    public init(_ announcement: String) { text = announcement }

    /// An announcement of `announcement`'s characters.
    public init(_ announcement: AttributedString) {
      text = String(announcement.characters)
    }

    /// Hands the announcement to the assistive technology listening, if any.
    public func post() { AccessibilityEvents.post(.announcement(text)) }
  }

  /// A new view took a large part of the screen: the screen is read anew.
  public struct ScreenChanged: Sendable {
    /// A screen change.
    public init() {}

    /// Hands the notification to the assistive technology listening, if any.
    public func post() { AccessibilityEvents.post(.screenChanged) }
  }

  /// Part of the screen changed its layout.
  public struct LayoutChanged: Sendable {
    /// A layout change.
    public init() {}

    /// Hands the notification to the assistive technology listening, if any.
    public func post() { AccessibilityEvents.post(.layoutChanged) }
  }

  /// A scroll finished; `text` says where the view is now ("Page 2 of 5").
  public struct PageScrolled: Sendable {
    /// Where the scrolled view is now.
    public let text: String

    /// A scroll that ended where `text` says.
    public init(_ text: String) { self.text = text }

    /// Hands the notification to the assistive technology listening, if any.
    public func post() { AccessibilityEvents.post(.announcement(text)) }
  }
}

/// Where posted accessibility notifications go: to the backend that speaks for the app
/// (the terminal's accessible mode), which sets `listener`. Posts from other threads are
/// delivered on the main actor, after the post.
package enum AccessibilityEvents {
  /// A notification, as a backend receives it.
  package enum Event: Equatable, Sendable {
    case announcement(String)
    case screenChanged
    case layoutChanged
  }

  /// Receives every notification posted, on the main actor; nil when nothing listens.
  @MainActor package static var listener: ((Event) -> Void)?

  static func post(_ event: Event) {
    if Thread.isMainThread {
      MainActor.assumeIsolated { listener?(event) }
    } else {
      Task { @MainActor in listener?(event) }
    }
  }
}
