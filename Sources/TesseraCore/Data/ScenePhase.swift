/// Whether a scene is in front of the user: `@Environment(\.scenePhase)`.
///
/// A terminal app is `.active` while its terminal window has the focus and `.inactive`
/// while it does not (where the terminal reports focus); a GTK window is `.active` while
/// it is the focused window. Tessera apps are not suspended, so `.background` is never
/// reported.
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
    root.changeRootEnvironment { $0.scenePhase = phase }
  }
}
