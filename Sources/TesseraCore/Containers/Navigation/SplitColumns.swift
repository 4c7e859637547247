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
  /// The widths the user dragged the columns to, by column (0 the first).
  @State private var draggedWidths: [Int: CGFloat] = [:]
  /// The widths the columns were last laid out at.
  @State private var placedWidths = SplitColumnWidths()

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
    let dragged = $draggedWidths
    SplitColumnsLayout(draggedWidths: draggedWidths, placedWidths: placedWidths) {
      if showsSidebar {
        NavigationStack { sidebar }
        SplitDivider(column: 0, placedWidths: placedWidths, draggedWidths: dragged)
      }
      if showsContent, let content {
        NavigationStack { content }
        SplitDivider(
          column: showsSidebar ? 1 : 0, placedWidths: placedWidths, draggedWidths: dragged)
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

/// The widths a split view's columns were last laid out at, by column (0 the first): a
/// drag of a divider starts from its column's.
final class SplitColumnWidths {
  var widths: [Int: CGFloat] = [:]
}

/// The line between two columns, which the pointer drags sideways to resize the column
/// before it. It takes the pointer a little either side of the line, as a GTK pane's
/// handle does, showing a resize arrow there.
struct SplitDivider: View {
  let column: Int
  let placedWidths: SplitColumnWidths
  @Binding var draggedWidths: [Int: CGFloat]
  @State private var startWidth: CGFloat?

  var body: some View {
    // In a row of its own, the divider stands upright.
    HStack(spacing: 0) { Divider() }
      .overlay {
        Color.clear
          .frame(width: 7)
          .contentShape(Rectangle())
          .pointerStyle(.columnResize)
          .gesture(
            DragGesture(minimumDistance: 1, coordinateSpace: .global)
              .onChanged { drag in
                let start = startWidth ?? placedWidths.widths[column] ?? 0
                startWidth = start
                draggedWidths[column] = start + drag.translation.width
              }
              .onEnded { _ in startWidth = nil }
          )
          .accessibilityHidden(true)
      }
  }
}

/// Lays the columns out left to right, a divider after each but the last: each column but
/// the last as wide as the user dragged it, else as it asks (with
/// `navigationSplitViewColumnWidth`), else a share of the window; dividers as thin as they
/// are, and the detail in the rest.
struct SplitColumnsLayout<Content: View>: View, PrimitiveView, InspectableElement {
  typealias Body = Never
  let draggedWidths: [Int: CGFloat]
  let placedWidths: SplitColumnWidths
  let content: Content

  init(
    draggedWidths: [Int: CGFloat], placedWidths: SplitColumnWidths,
    @ViewBuilder content: () -> Content
  ) {
    self.draggedWidths = draggedWidths
    self.placedWidths = placedWidths
    self.content = content()
  }

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
    // Columns and dividers take turns.
    for (index, subview) in subviews.dropLast().enumerated() {
      let width: CGFloat
      if index.isMultiple(of: 2) {
        let column = index / 2
        width = self.width(of: column, node: subview.node, in: bounds.width)
        placedWidths.widths[column] = width
      } else {
        width = subview.sizeThatFits(ProposedViewSize(width: nil, height: bounds.height)).width
      }
      let offered = ProposedViewSize(width: width, height: bounds.height)
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: offered)
      x += width
    }
    let rest = ProposedViewSize(width: max(bounds.maxX - x, 0), height: bounds.height)
    detail.place(at: CGPoint(x: x, y: bounds.minY), proposal: rest)
  }

  /// How wide `column` is in a split view `total` wide: as dragged or asked for, kept
  /// within the column's own bounds, else between 120 points and 60% of the window.
  private func width(of column: Int, node: ViewNode, in total: CGFloat) -> CGFloat {
    let asked = Self.widthModifier(of: node)
    let ideal = asked?.ideal ?? min(max(total * 0.3, 160), 320)
    guard let dragged = draggedWidths[column] else { return ideal }
    let lowest = asked?.min ?? min(120, ideal)
    let highest = asked?.max ?? max(total * 0.6, ideal)
    return min(max(dragged, lowest), highest)
  }

  /// The width a column's content asks for with `navigationSplitViewColumnWidth`.
  private static func widthModifier(of column: ViewNode) -> SplitColumnWidthModifier? {
    var found: SplitColumnWidthModifier?
    ElementTree.walk(column) { node in
      guard found == nil else { return false }
      found = node.primitiveModifier as? SplitColumnWidthModifier
      return found == nil
    }
    return found
  }
}
