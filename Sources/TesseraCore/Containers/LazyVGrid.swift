import Foundation

/// A grid that fills its columns row by row, growing down, and creates its items only as
/// they scroll into view.
public struct LazyVGrid<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `columns`, lined up by `alignment`, its rows `spacing` apart.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVGrid: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    LazyChildren.make(from: self, pinnedViews: pinnedViews, into: &children, node: node)
  }

  package var inspectionDescription: String { "LazyVGrid(\(columns.count) columns)" }
}

extension LazyVGrid: DelegatingNodeLayout {
  package var delegateLayout: LazyGridLayout {
    LazyGridLayout(
      axis: .vertical, items: columns, spacing: spacing, content: content,
      alignment: Alignment(horizontal: alignment, vertical: .center), pinnedViews: pinnedViews)
  }
}
