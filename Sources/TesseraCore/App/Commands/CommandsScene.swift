import Foundation

extension Scene {
  /// Adds menu commands to this scene. Tessera has no menu bar: the commands' keyboard
  /// shortcuts work in each of the scene's windows.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    _CommandsScene(base: self, commands: content().commandViews)
  }

  /// Removes the standard commands of a kind (`.commandsRemoved()`). Accepted.
  public func commandsRemoved() -> some Scene { self }
}

/// A scene with menu commands: its windows keep the commands' controls, unseen.
public struct _CommandsScene<Base: Scene>: Scene, PrimitiveScene {
  /// Shown by Tessera itself.
  public typealias Body = Never
  let base: Base
  let commands: [AnyView]

  package var windows: [SceneWindow] {
    let commands = commands
    return base.sceneWindows.map { window in
      let makeContent = window.makeContent
      return SceneWindow(
        id: window.id, title: window.title, role: window.role, isUnique: window.isUnique,
        valueType: window.valueType,
        makeContent: { AnyView(makeContent($0).modifier(CommandsModifier(commands: commands))) })
    }
  }
}

/// Keeps a window's menu commands beside its content, concealed: not drawn, not laid
/// out, not reached by Tab, but searched for keyboard shortcuts.
struct CommandsModifier: PrimitiveModifier {
  typealias Body = Never
  let commands: [AnyView]

  func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    let host = CommandsHost(commands: commands)
    children.append(host, key: ChildKey(.part("commands"), for: host))
  }
}

/// The commands of a window, hidden.
struct CommandsHost: View, PrimitiveView, ConcealingView {
  typealias Body = Never
  let commands: [AnyView]

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    for (index, command) in commands.enumerated() {
      children.append(command, key: ChildKey(.index(index), for: command))
    }
  }

  var isConcealed: Bool { true }
}
