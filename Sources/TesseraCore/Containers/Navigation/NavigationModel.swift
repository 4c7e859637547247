/// The pages of one navigation stack: its root and the destinations pushed on it. The
/// stack's node keeps it; links and `dismiss` find it in the environment.
@MainActor
package final class NavigationModel {
  /// A pushed destination, with an id that makes each push a new view.
  package struct Page {
    let id: Int
    let view: AnyView
  }

  private(set) var pages: [Page] = []
  private var nextID = 1
  weak var node: ViewNode?

  init(node: ViewNode) { self.node = node }

  /// How many pages sit above the root.
  package var depth: Int { pages.count }

  /// Shows `view` on top of the stack.
  package func push(_ view: AnyView) {
    pages.append(Page(id: nextID, view: view))
    nextID += 1
    node?.invalidate()
  }

  /// Goes back to the page at `level` (0 is the root).
  package func pop(to level: Int) {
    guard level < pages.count else { return }
    pages.removeSubrange(max(level, 0)...)
    node?.invalidate()
  }

  /// Goes back one page.
  package func popTop() { pop(to: pages.count - 1) }
}

private struct NavigationModelKey: EnvironmentKey {
  static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
  /// The navigation stack around this view, if any.
  package var navigation: NavigationModel? {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
}
