import Foundation

/// A dialog listing the app's windows, where they share one screen (the terminal's F6):
/// choosing one brings it in front. With GTK the window manager switches windows.
struct WindowSwitcher: ViewModifier {
  /// One window in the list.
  struct Entry: Identifiable {
    /// The opened window's instance, or nil for the app's own window.
    let instance: Int?
    let title: String
    let isFront: Bool
    /// Whether Return chooses it: the window listed after the one in front.
    var isNext = false
    var id: Int { instance ?? -1 }
  }

  /// What a backend calls to show the switcher, kept in the graph's locals while the app
  /// has windows open besides its own.
  struct Action {
    let show: @MainActor () -> Void
  }

  let entries: [Entry]
  @Binding var isPresented: Bool
  let bringForward: @MainActor (Int?) -> Void

  func body(content: Content) -> some View {
    content.confirmationDialog("Windows", isPresented: $isPresented, titleVisibility: .visible) {
      ForEach(entries) { entry in
        Button(entry.isFront ? "\(entry.title) ✓" : entry.title) {
          bringForward(entry.instance)
        }
        .keyboardShortcut(entry.isNext ? .defaultAction : nil)
      }
    }
  }

  /// The app's own window, then the opened windows in the order they were opened, each
  /// titled by its scene (numbered when a scene has several) or, for the app's own
  /// window, by the app. Return chooses the one after the window in front, so F6 and
  /// Return go round the windows.
  static func entries(of stack: WindowStack, scenes: [SceneWindow], appScene: Int?) -> [Entry] {
    guard !stack.opened.isEmpty else { return [] }
    let appTitle = appScene.flatMap { scenes[$0].title } ?? ProcessInfo.processInfo.processName
    var entries = [Entry(instance: nil, title: appTitle, isFront: stack.front == nil)]
    var seen: [String: Int] = [:]
    for window in stack.opened.sorted(by: { $0.instance < $1.instance }) {
      let scene = scenes.first { $0.key == window.scene }
      let title = scene?.title ?? (scene?.role == .settings ? "Settings" : "Window")
      seen[title, default: 0] += 1
      let count = seen[title] ?? 1
      entries.append(
        Entry(
          instance: window.instance, title: count > 1 ? "\(title) \(count)" : title,
          isFront: stack.front == window.instance))
    }
    if let front = entries.firstIndex(where: \.isFront) {
      entries[(front + 1) % entries.count].isNext = true
    }
    return entries
  }
}

extension ViewGraph {
  /// Shows the window switcher: `.notApplicable` when the app has one window open.
  package func showWindowSwitcher() -> ActionOutcome {
    guard let action = locals[WindowSwitcher.Action.self] else { return .notApplicable }
    action.show()  // A state change: the graph updates by itself.
    return .performed
  }
}
