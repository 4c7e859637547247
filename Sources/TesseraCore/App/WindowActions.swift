/// Which window an `openWindow` or `dismissWindow` call names.
package enum WindowRequest {
  /// The scene with this identifier, presenting `value` if given.
  case id(String, value: AnyHashable?)
  /// The scene that presents values of this value's type.
  case value(AnyHashable)
  /// The settings window.
  case settings
}

/// Opens a window of one of the app's scenes: `openWindow(id: "activity")`,
/// `openWindow(value: message.id)`. In the terminal the window covers the screen until
/// it is closed (Esc, or `dismissWindow`); with GTK it is a window of its own.
public struct OpenWindowAction {
  let open: @MainActor (WindowRequest) -> Void

  /// Opens the scene with identifier `id` (or brings its window forward).
  @MainActor public func callAsFunction(id: String) { open(.id(id, value: nil)) }

  /// Opens a window presenting `value`, from the scene that presents its type.
  @MainActor public func callAsFunction<D: Hashable & Codable>(value: D) {
    open(.value(AnyHashable(value)))
  }

  /// Opens a window of the scene `id` presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {
    open(.id(id, value: AnyHashable(value)))
  }
}

/// Closes windows: `dismissWindow()` the one it is called from, `dismissWindow(id:)`
/// every window of a scene.
public struct DismissWindowAction {
  /// Closes the windows a request names; nil names the caller's own window.
  let dismiss: @MainActor (WindowRequest?) -> Void

  /// Closes the window this view is in (the app's first window stays).
  @MainActor public func callAsFunction() { dismiss(nil) }

  /// Closes the windows of the scene with identifier `id`.
  @MainActor public func callAsFunction(id: String) { dismiss(.id(id, value: nil)) }

  /// Closes the window presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable>(value: D) {
    dismiss(.value(AnyHashable(value)))
  }

  /// Closes the window of the scene `id` presenting `value`.
  @MainActor public func callAsFunction<D: Hashable & Codable>(id: String, value: D) {
    dismiss(.id(id, value: AnyHashable(value)))
  }
}

/// Opens the app's `Settings` scene.
public struct OpenSettingsAction {
  let open: @MainActor () -> Void

  /// Opens the settings window (or brings it forward).
  @MainActor public func callAsFunction() { open() }
}

private struct OpenWindowKey: EnvironmentKey {
  static var defaultValue: OpenWindowAction {
    OpenWindowAction { _ in
      Diagnostics.warnOnce("openWindow was called outside an app's scenes; nothing opens.")
    }
  }
}

private struct DismissWindowKey: EnvironmentKey {
  static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

private struct OpenSettingsKey: EnvironmentKey {
  static var defaultValue: OpenSettingsAction {
    OpenSettingsAction {
      Diagnostics.warnOnce("openSettings was called outside an app's scenes; nothing opens.")
    }
  }
}

extension EnvironmentValues {
  /// Opens windows of the app's scenes.
  public var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }

  /// Closes windows of the app's scenes.
  public var dismissWindow: DismissWindowAction {
    get { self[DismissWindowKey.self] }
    set { self[DismissWindowKey.self] = newValue }
  }

  /// Opens the app's settings window.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}
