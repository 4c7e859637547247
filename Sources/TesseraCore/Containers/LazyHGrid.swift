import Foundation

/// A grid that fills its rows column by column, growing sideways, and creates its items
/// only as they scroll into view.
public struct LazyHGrid<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `rows`, lined up by `alignment`, its columns `spacing` apart.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHGrid: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    LazyChildren.make(from: self, pinnedViews: pinnedViews, into: &children, node: node)
  }

  package var inspectionDescription: String { "LazyHGrid(\(rows.count) rows)" }
}

extension LazyHGrid: DelegatingNodeLayout {
  package var delegateLayout: LazyGridLayout {
    LazyGridLayout(
      axis: .horizontal, items: rows, spacing: spacing, content: content,
      alignment: Alignment(horizontal: .center, vertical: alignment), pinnedViews: pinnedViews)
  }
}
