import Foundation

extension Scene {
  /// Adds menu commands to this scene. Tessera has no menu bar: the commands' keyboard
  /// shortcuts work in each of the scene's windows.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene
  {
    let commands = content().commandViews
    return _ModifiedScene(base: self) { window in
      let makeContent = window.makeContent
      window.makeContent = {
        AnyView(makeContent($0).modifier(CommandsModifier(commands: commands)))
      }
    }
  }

  /// Removes the standard commands of a kind (`.commandsRemoved()`). Accepted.
  public func commandsRemoved() -> some Scene { self }
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
