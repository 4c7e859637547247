extension Scene {
  /// Runs `action` with the old and new value when `value` changes (and once at the
  /// start when `initial`): `.onChange(of: scenePhase) { _, phase in … }` in an `App`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    _ModifiedScene(base: self) { window in
      let makeContent = window.makeContent
      window.makeContent = { presented in
        AnyView(makeContent(presented).onChange(of: value, initial: initial, action))
      }
    }
  }

  /// Runs `action` when `value` changes (and once at the start when `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value when `value` changes: the older spelling, which
  /// SwiftUI deprecates and Tessera keeps unmarked.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some Scene
  {
    onChange(of: value) { _, new in action(new) }
  }
}
