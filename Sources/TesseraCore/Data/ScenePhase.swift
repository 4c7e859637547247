/// Whether a scene is in front of the user: `@Environment(\.scenePhase)`.
///
/// A terminal app is `.active` while its terminal window has the focus and `.inactive`
/// while it does not (where the terminal reports focus); a GTK window is `.active` while
/// it is the focused window. When the app quits (the user quits it, closes its window,
/// or it is told to stop with a signal), the scene goes `.inactive`, then `.background`,
/// as an iPhone app's does before it is ended, so that the work an app does there
/// (saving) is done; an app is not otherwise sent to the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown.
  case background
  /// Shown, but not taking input.
  case inactive
  /// Shown and taking input.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// Whether the scene is in front of the user.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

extension HostLoop {
  /// The backend's window came to the front (`.active`) or left it: views reading
  /// `scenePhase` update, and their `onChange(of: scenePhase)` runs.
  package func setScenePhase(_ phase: ScenePhase) {
    guard let root = graph.root, root.environment.scenePhase != phase else { return }
    let old = root.environment.scenePhase
    root.changeRootEnvironment { $0.scenePhase = phase }
    // Code written for iOS listens for UIKit's notifications of the same moves.
    UIApplication.shared.sceneMoved(from: old, to: phase)
  }

  /// The app is quitting: the scene goes `.inactive`, then `.background`, each with an
  /// update, so `onChange(of: scenePhase)` handlers that save have run (their work done
  /// there and then, not tasks they start) when this returns.
  package func enterBackground() {
    for phase in [ScenePhase.inactive, .background] {
      setScenePhase(phase)
      refresh(cause: .input)
    }
    NotificationCenter.default.post(
      name: UIApplication.willTerminateNotification, object: UIApplication.shared)
  }
}

/// How a Mac window's controls are shown: in the key window, in an active app's other
/// window, or in an inactive app.
public enum ControlActiveState: Hashable, Sendable {
  /// The window has the keyboard.
  case key
  /// The app is active, but another of its windows has the keyboard.
  case active
  /// The app is not active.
  case inactive
}

private struct ControlActiveStateKey: EnvironmentKey {
  static let defaultValue: ControlActiveState? = nil
}

extension EnvironmentValues {
  /// Whether this window has the keyboard (`.key`) or not (`.inactive`): it follows the
  /// scene phase, as a terminal or GTK window in front has the keyboard. Set it to
  /// override.
  public var controlActiveState: ControlActiveState {
    get { self[ControlActiveStateKey.self] ?? (scenePhase == .active ? .key : .inactive) }
    set { self[ControlActiveStateKey.self] = newValue }
  }
}
