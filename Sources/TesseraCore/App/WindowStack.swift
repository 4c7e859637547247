/// The windows an app opened over its first one, back to front, and where the app's own
/// window stands among them. Where windows share one screen (the terminal), only the
/// app's window and those in front of it show; the window switcher reorders them.
struct WindowStack: Equatable {
  /// The opened windows, back to front.
  private(set) var opened: [OpenedWindow] = []
  /// How many opened windows are behind the app's own window: none until the switcher
  /// brings the app's window forward.
  private(set) var behindAppWindow = 0
  private var nextInstance = 0

  /// The window in front: an opened window's instance, or nil for the app's own.
  var front: Int? { behindAppWindow < opened.count ? opened.last?.instance : nil }

  /// Whether the opened window at `index` is behind the app's own window.
  func isBehindAppWindow(_ index: Int) -> Bool { index < behindAppWindow }

  /// Opens a new window of `scene` presenting `value`, in front of all.
  mutating func open(scene: String, value: AnyHashable?) {
    opened.append(OpenedWindow(instance: nextInstance, scene: scene, value: value))
    nextInstance += 1
  }

  /// Brings the window `instance` (nil: the app's own) in front of all.
  mutating func bringForward(_ instance: Int?) {
    guard let instance else {
      behindAppWindow = opened.count
      return
    }
    guard let index = opened.firstIndex(where: { $0.instance == instance }) else { return }
    if index < behindAppWindow { behindAppWindow -= 1 }
    opened.append(opened.remove(at: index))
  }

  /// Closes the opened windows `shouldClose` picks.
  mutating func close(where shouldClose: (OpenedWindow) -> Bool) {
    let closedBehind = opened[..<behindAppWindow].filter(shouldClose).count
    opened.removeAll(where: shouldClose)
    behindAppWindow -= closedBehind
  }
}

/// A window opened with `openWindow`: which scene it shows (by key), and the value it
/// presents.
struct OpenedWindow: Equatable {
  let instance: Int
  let scene: String
  let value: AnyHashable?
}
