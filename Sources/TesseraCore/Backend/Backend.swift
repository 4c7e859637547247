import Foundation

/// What a backend does for the host loop: it measures as its medium does, and it shows
/// frames. A terminal draws cells, GTK places native widgets, the headless test backend
/// keeps the tree to be queried; the loop that decides when a frame is made is the same
/// for all of them (``HostLoop``).
///
/// A frame is the render tree of the laid-out graph and what changed since the backend
/// last drew one, so a backend can draw again only that part. What the user does to a
/// backend's own widgets comes back as ``ElementEvent``s (``HostLoop/perform(_:)``).
@MainActor
package protocol Backend: AnyObject {
  /// How the backend measures text, images and controls, for layout.
  var metrics: any LayoutMetrics { get }

  /// Shows `frame`: the tree as laid out now.
  func present(_ frame: Frame)

  /// Puts `text` on the clipboard, where the user can paste it into another app.
  func copyToClipboard(_ text: String)

  /// Reads the text on the clipboard and hands it to `deliver` (nil when there is none,
  /// or the medium cannot read it), at once or later.
  func readClipboard(_ deliver: @escaping @MainActor (String?) -> Void)

  /// Runs `draw` when the backend is ready for the next frame of the animations under way
  /// (its frame rate, its display's refresh); a backend whose clock moves otherwise (a
  /// test's) never runs it.
  func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void)

  /// Hands a notification the app delivered to the desktop, where the backend can (the
  /// app's window shows it as a banner anyway).
  func deliverNotification(title: String, body: String)
}

extension Backend {
  /// Shows the notification only as the window's banner.
  package func deliverNotification(title: String, body: String) {}

  /// A backend with no clipboard to read hands nil.
  package func readClipboard(_ deliver: @escaping @MainActor (String?) -> Void) { deliver(nil) }
}

/// One frame the host loop hands its backend: a backend reads what to show from
/// ``renderTree()``, never from the graph's nodes.
@MainActor
package struct Frame {
  /// The size of the window, in points.
  package let windowSize: CGSize
  /// What changed since the backend's last frame: everything for the first frame and
  /// after a resize.
  package let damage: Damage
  /// Why the frame is made: a backend draws input frames whole, since input changes
  /// what the tree does not record (a widget's own state, the focus).
  package let cause: Cause
  /// How many frames came before this one.
  package let number: Int
  /// Builds the frame's elements (``HostLoop``'s, at the frame's time).
  let makeTree: @MainActor () -> RenderTree

  /// What the backend draws: the frame's elements, culled to the window and kept from
  /// the last tree where the damage did not reach, with what animates where it is at the
  /// frame's time.
  package func renderTree() -> RenderTree { makeTree() }

  /// Why a frame is made.
  package enum Cause: Equatable, Sendable {
    /// The graph updated (state changed, a task finished, a timer fired).
    case update
    /// The user acted: a key, a click, a scroll, a focus change.
    case input
    /// The window changed size, or the backend asked to draw everything again.
    case redraw
  }
}
