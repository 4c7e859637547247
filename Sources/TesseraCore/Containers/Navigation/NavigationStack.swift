/// A stack of pages: the root, and the destinations pushed on top of it. Only the top
/// page is shown, under a bar with its title, a back button and its toolbar; pages
/// underneath keep their state until they are popped.
///
/// Pages are pushed by a `NavigationLink(destination:)`, or by value: a
/// `NavigationLink(value:)` or your own code appends a value to the stack's path, and the
/// `navigationDestination(for:)` for the value's type shows it. Give the stack a `path`
/// binding (a `NavigationPath`, or an array of one `Hashable` type) to push and pop in
/// code, or to start deep in the stack.
public struct NavigationStack<Data, Root: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let root: Root
  let path: NavigationPathBinding?
}

extension NavigationStack where Data == NavigationPath {
  /// A navigation stack whose first page is `root`; it keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }

  /// A navigation stack whose pages above `root` are the values in `path`, of any
  /// `Hashable` types.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.values },
      append: { path.wrappedValue.append(erased: $0) },
      removeLast: { path.wrappedValue.removeLast($0) })
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A navigation stack whose pages above `root` are the values in `path`, all of one
  /// type.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        guard let element = value.base as? Data.Element else {
          Diagnostics.warnOnce(
            "A NavigationLink is presenting a value of type “\(type(of: value.base))” but the "
              + "stack's path holds only “\(Data.Element.self)” values: the link does nothing.")
          return
        }
        path.wrappedValue.append(element)
      },
      removeLast: { path.wrappedValue.removeLast($0) })
  }
}

extension NavigationStack: PrimitiveView, InspectableElement, NavigationContainer {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let model = node.locals.value { NavigationModel(node: node) }
    model.pathBinding = path
    // The path may live in an `@Observable` model, read here rather than in a body.
    node.trackingReads { model.syncWithPath() }
    let levels = [AnyView(root)] + model.pages.map { $0.view(in: model) }
    let ids = [0] + model.pages.map(\.id)
    if levels.count > 1, !model.hidesBackButton(onPageAt: levels.count - 1) {
      let previousID = ids[levels.count - 2]
      let previousPage = node.children.first { $0.key.slot == .id(previousID) }
      if previousPage == nil {
        // Pushed together with the page above it (a deep link, a path set in code): its
        // title is known once it is built, so the back button is made again then.
        node.graph?.enqueue(.appear) { [weak node] in node?.invalidate() }
      }
      let previousTitle = previousPage.flatMap { NavigationBar.title(in: $0)?.title }
      // "‹ Title", as SwiftUI's back button reads.
      let back = Button(
        action: { model.popTop() },
        label: {
          Label {
            Text(verbatim: previousTitle ?? "Back")
          } icon: {
            Image(systemName: "chevron.left")
          }
        }
      ).builtInButtonStyle()
      children.append(back, key: ChildKey(.part("back"), for: back))
    }
    // Always there, so that a page's bottom-bar items coming and going keeps its identity.
    children.append(BottomToolbar(), key: ChildKey(.part("bottomBar"), for: BottomToolbar()))
    for (level, view) in levels.enumerated() {
      let page = NavigationPage(
        level: level, isTop: level == levels.count - 1, model: model, content: view)
      children.append(page, key: ChildKey(.id(ids[level]), for: page))
    }
  }

  package var inspectionDescription: String { "NavigationStack" }
}

@MainActor
extension NavigationModel.Page {
  /// The view the page shows.
  func view(in model: NavigationModel) -> AnyView {
    switch content {
    case .view(let view): view
    case .value(let value): AnyView(NavigationDestinationPage(value: value, model: model))
    case .presented(let destination): AnyView(PresentedDestinationPage(destination: destination))
    }
  }
}

/// A navigation stack, whatever its root's type.
@MainActor
package protocol NavigationContainer {}
