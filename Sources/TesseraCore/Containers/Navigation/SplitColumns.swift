import Foundation

/// The columns of a split view, each in a navigation stack, with dividers between and a
/// button in the detail's bar that shows or hides the sidebar; in a compact-width window,
/// one stack of the columns as pages.
struct SplitColumns<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  let visibility: Binding<NavigationSplitViewVisibility>?
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic
  /// What the columns asked to take from the toolbar (`toolbar(removing:)`).
  @State private var removedItems: Set<ToolbarDefaultItemKind> = []
  /// A compact window has no room for columns side by side: they collapse into one stack.
  @Environment(\.horizontalSizeClass) private var sizeClass
  /// The columns pushed over the sidebar, when collapsed.
  @State private var collapsedPath: [CollapsedSplitPage] = []
  @State private var navigator = CollapsedSplitNavigator()

  private var shown: NavigationSplitViewVisibility { visibility?.wrappedValue ?? ownVisibility }

  private func setShown(_ value: NavigationSplitViewVisibility) {
    if let visibility { visibility.wrappedValue = value } else { ownVisibility = value }
  }

  var body: some View {
    if sizeClass == .compact {
      collapsed
    } else {
      columns
    }
  }

  /// One stack, as on an iPhone: the sidebar, then the content and detail columns pushed
  /// over it as rows of the columns' lists are chosen.
  private var collapsed: some View {
    navigator.hasContentColumn = content != nil
    navigator.setPath = { collapsedPath = $0 }
    let path = Binding(
      get: { collapsedPath },
      set: { newPath in
        navigator.pathChanged(from: collapsedPath, to: newPath)
        collapsedPath = newPath
      })
    return NavigationStack(path: path) {
      sidebar
        .environment(
          \.collapsedSplitColumn, CollapsedSplitColumn(navigator: navigator, page: nil)
        )
        .navigationDestination(for: CollapsedSplitPage.self) { page in
          collapsedColumn(page)
        }
        .environment(\.showsSplitViewToolbar, false)
    }
    .environment(\.showsSplitViewToolbar, true)
  }

  @ViewBuilder private func collapsedColumn(_ page: CollapsedSplitPage) -> some View {
    if page == .content, let content {
      content.environment(
        \.collapsedSplitColumn, CollapsedSplitColumn(navigator: navigator, page: .content))
    } else {
      detail
    }
  }

  /// The columns side by side.
  @ViewBuilder private var columns: some View {
    let kind = shown.kind
    let showsSidebar =
      kind == .all || kind == .automatic || (content == nil && kind == .doubleColumn)
    let showsContent = content != nil && kind != .detailOnly
    SplitColumnsLayout {
      if showsSidebar {
        NavigationStack { sidebar }
        Divider()
      }
      if showsContent, let content {
        NavigationStack { content }
        Divider()
      }
      NavigationStack {
        detail
          .environment(\.showsSplitViewToolbar, false)
          .toolbar {
            if !removedItems.contains(.sidebarToggle) {
              ToolbarItem(placement: .navigation) {
                Button {
                  setShown(showsSidebar ? .detailOnly : .all)
                } label: {
                  Label(
                    showsSidebar ? "Hide Sidebar" : "Show Sidebar", systemImage: "sidebar.left"
                  )
                  .labelStyle(.iconOnly)
                }
              }
            }
          }
      }
      // The detail's bar shows the toolbar given to the split view, too.
      .environment(\.showsSplitViewToolbar, true)
    }
    .onPreferenceChange(RemovedToolbarItemsKey.self) { removedItems = $0 }
  }
}

/// Lays the columns out left to right: each column but the last as wide as it asks (with
/// `navigationSplitViewColumnWidth`) or a share of the window, dividers as thin as they
/// are, and the detail in the rest.
struct SplitColumnsLayout<Content: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let content: Content

  init(@ViewBuilder content: () -> Content) { self.content = content() }

  func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  var inspectionDescription: String { "NavigationSplitView" }
}

extension SplitColumnsLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: CGSize(width: 640, height: 384))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext) {
    let subviews = context.subviews(axis: .horizontal)
    guard let detail = subviews.last else { return }
    var x = bounds.minX
    for subview in subviews.dropLast() {
      let width: CGFloat
      if subview.node.view(as: Divider.self) != nil {
        width = subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
      } else {
        width = Self.columnWidth(of: subview.node) ?? min(max(bounds.width * 0.3, 160), 320)
      }
      let offered = ProposedViewSize(width: width, height: bounds.height)
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: offered)
      x += width
    }
    let rest = ProposedViewSize(width: max(bounds.maxX - x, 0), height: bounds.height)
    detail.place(at: CGPoint(x: x, y: bounds.minY), proposal: rest)
  }

  /// The width a column's content asks for with `navigationSplitViewColumnWidth`.
  private static func columnWidth(of column: ViewNode) -> CGFloat? {
    var width: CGFloat?
    ElementTree.walk(column) { node in
      guard width == nil else { return false }
      width = (node.primitiveModifier as? SplitColumnWidthModifier)?.width
      return width == nil
    }
    return width
  }
}
