/// Shows an app's scenes: the first content window, and over it the windows opened with
/// `openWindow` or `openSettings`, each a presentation of kind `.window` (a window of its
/// own with GTK; covering the screen in the terminal, the latest on top).
struct SceneHost: View {
  let windows: [SceneWindow]
  @State private var stack = WindowStack()
  @State private var showsSwitcher = false

  var body: some View {
    let stackBinding = $stack
    let switcherBinding = $showsSwitcher
    let windows = windows
    let open: @MainActor (WindowRequest) -> Void = { request in
      Self.open(request, windows: windows, stack: stackBinding)
    }
    let dismiss: @MainActor (WindowRequest?) -> Void = { request in
      guard let request else { return }  // The app's first window stays.
      stackBinding.wrappedValue.close { Self.matches($0, request, in: windows) }
    }
    // The opened windows are presented below the actions, so they can use them too.
    // With no scene (all behind `#if os(iOS)`, or a menu bar extra taken out of the bar),
    // the window says why it is empty.
    let content =
      windows.isEmpty
      ? AnyView(NoSceneNotice()) : windows[Self.primary(in: windows)].makeContent(nil)
    let switcherEntries = WindowSwitcher.entries(
      of: stack, scenes: windows, appScene: windows.isEmpty ? nil : Self.primary(in: windows))
    let withWindows =
      content
      .modifier(
        OpenedWindows(
          windows: windows, stack: stack, dismiss: dismiss,
          close: { instance in stackBinding.wrappedValue.close { $0.instance == instance } },
          showSwitcher: { switcherBinding.wrappedValue = true })
      )
      .modifier(
        WindowSwitcher(entries: switcherEntries, isPresented: $showsSwitcher) {
          stackBinding.wrappedValue.bringForward($0)
        })
    return
      withWindows
      .environmentValue(\EnvironmentValues.openWindow, OpenWindowAction(open: open), name: "")
      .environmentValue(
        \EnvironmentValues.dismissWindow, DismissWindowAction(dismiss: dismiss), name: ""
      )
      .environmentValue(
        \EnvironmentValues.openSettings, OpenSettingsAction { open(.settings) }, name: "")
  }

  /// Opens the window `request` names, or brings an open one forward when its scene has
  /// one window only or it already shows the value.
  private static func open(
    _ request: WindowRequest, windows: [SceneWindow], stack: Binding<WindowStack>
  ) {
    guard let scene = sceneIndex(for: request, in: windows) else {
      Diagnostics.warnOnce("openWindow: the app has no scene for \(describe(request)).")
      return
    }
    // A unique window that is the app's own is open already. (It is not brought forward:
    // with GTK that would conceal the other windows, which are windows of their own.)
    if scene == primary(in: windows), windows[scene].isUnique { return }
    let value = requestedValue(request)
    let key = windows[scene].key
    if let existing = stack.wrappedValue.opened.first(where: {
      $0.scene == key && (windows[scene].isUnique || (value != nil && $0.value == value))
    }) {
      stack.wrappedValue.bringForward(existing.instance)
      return
    }
    stack.wrappedValue.open(scene: key, value: value)
  }

  /// The scene of the app's own window: the first content scene, else the first menu
  /// bar extra (a menu bar utility's).
  private static func primary(in windows: [SceneWindow]) -> Int {
    windows.firstIndex { $0.role == .content } ?? windows.firstIndex { $0.role == .menuBarExtra }
      ?? 0
  }

  private static func sceneIndex(for request: WindowRequest, in windows: [SceneWindow]) -> Int? {
    switch request {
    case .id(let id, _): windows.firstIndex { $0.id == id }
    case .value(let value):
      windows.firstIndex { $0.valueType.map { $0 == type(of: value.base) } ?? false }
    case .settings: windows.firstIndex { $0.role == .settings }
    }
  }

  private static func requestedValue(_ request: WindowRequest) -> AnyHashable? {
    switch request {
    case .id(_, let value): value
    case .value(let value): value
    case .settings: nil
    }
  }

  private static func matches(
    _ window: OpenedWindow, _ request: WindowRequest, in windows: [SceneWindow]
  ) -> Bool {
    guard let scene = sceneIndex(for: request, in: windows), window.scene == windows[scene].key
    else { return false }
    let value = requestedValue(request)
    return value == nil || window.value == value
  }

  private static func describe(_ request: WindowRequest) -> String {
    switch request {
    case .id(let id, _): "the id \"\(id)\""
    case .value(let value): "values of type \(type(of: value.base))"
    case .settings: "settings (add a Settings scene)"
    }
  }
}

/// Adds a `.window` presentation for each opened window, in order (the last is in front).
private struct OpenedWindows: PrimitiveModifier {
  typealias Body = Never
  let windows: [SceneWindow]
  let stack: WindowStack
  /// Closes the windows a request names.
  let dismiss: @MainActor (WindowRequest?) -> Void
  /// Closes one window.
  let close: @MainActor (Int) -> Void
  /// Shows the window switcher.
  let showSwitcher: @MainActor () -> Void

  func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    // With windows open, a backend whose windows share one screen offers the switcher.
    node.graph?.locals[WindowSwitcher.Action.self] =
      stack.opened.isEmpty ? nil : WindowSwitcher.Action(show: showSwitcher)
    for (index, window) in stack.opened.enumerated() {
      // A scene that is no longer in the app's body (behind an `if`) shows no window.
      guard let scene = windows.first(where: { $0.key == window.scene }) else { continue }
      let (close, dismiss) = (close, dismiss)
      let instance = window.instance
      // In an opened window, `dismissWindow()` closes that window.
      let ownDismiss = DismissWindowAction { request in
        if let request { dismiss(request) } else { close(instance) }
      }
      let content = scene.makeContent(window.value)
        .environmentValue(\.dismissWindow, ownDismiss, name: "")
      let root = PresentationRoot(kind: .window, title: scene.title, content: content) {
        close(instance)
      }
      // A window behind the app's own stays open, with its state, but does not show.
      let layer = WindowLayer(isBehind: stack.isBehindAppWindow(index), content: root)
      children.append(layer, key: ChildKey(.part("window \(instance)"), for: layer))
    }
  }
}
