/// A stack of pages: the root, and the destinations that `NavigationLink`s push on top of
/// it. Only the top page is shown, under a bar with its title, a back button and its
/// toolbar; pages underneath keep their state until they are popped.
public struct NavigationStack<Root: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let root: Root

  /// A navigation stack whose first page is `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
}

/// The older spelling of `NavigationStack`; behaves the same.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view whose first page is `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A navigation stack of `content`.
  public var body: NavigationStack<Content> {
    let content = content
    return NavigationStack { content }
  }
}

extension NavigationStack: PrimitiveView, InspectableElement, NavigationContainer {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let model = node.modifierState as? NavigationModel ?? NavigationModel(node: node)
    node.modifierState = model
    let levels = [AnyView(root)] + model.pages.map(\.view)
    let ids = [0] + model.pages.map(\.id)
    let previousTitle = levels.count > 1 ? pageTitle(at: levels.count - 2, in: node) : nil
    if levels.count > 1 {
      let back = Button(
        action: { model.popTop() }, label: { Text(verbatim: previousTitle ?? "Back") })
      children.append(back, key: ChildKey(.part("back"), for: back))
    }
    for (level, view) in levels.enumerated() {
      let page = NavigationPage(
        level: level, isTop: level == levels.count - 1, model: model, content: view)
      children.append(page, key: ChildKey(.id(ids[level]), for: page))
    }
  }

  package var inspectionDescription: String { "NavigationStack" }

  /// The title of the page at `level`, read from its `navigationTitle`.
  func pageTitle(at level: Int, in node: ViewNode) -> String? {
    let pages = node.children.filter { !$0.key.isPart }
    guard level < pages.count else { return nil }
    return NavigationBar.title(in: pages[level])?.title
  }
}

/// A navigation stack, whatever its root's type.
@MainActor
package protocol NavigationContainer {}
