/// The kinds of modal presentation.
package enum PresentationKind: String, Sendable {
  /// A sheet over the presenter.
  case sheet
  /// A cover that hides the presenter entirely.
  case fullScreenCover
  /// An alert: a title, a message and buttons.
  case alert
  /// A popover: a box beside the view that presented it, in a window of regular width.
  case popover
  /// A menu's list of actions (a `Menu`'s, a context menu's): a box that drops down from
  /// the view that opened it, in a window of any width.
  case menu
  /// A window of one of the app's scenes, opened with `openWindow`: a window of its own
  /// where the backend has windows, over the app's content otherwise.
  case window

  /// Whether it stands beside the view that presented it (a popover, a menu) rather than
  /// over the window.
  package var isAnchored: Bool { self == .popover || self == .menu }
}
