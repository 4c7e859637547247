import Foundation

/// A horizontal stack that creates its views only as they scroll into view.
public struct LazyHStack<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// How the views line up vertically.
  package var alignment: VerticalAlignment
  /// The distance between adjacent views, or nil for the default spacing.
  package var spacing: CGFloat?
  /// Section headers and footers that stay pinned while scrolling.
  package var pinnedViews: PinnedScrollableViews
  /// The views.
  package var content: Content

  /// A lazy horizontal stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyHStack: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    LazyChildren.make(from: self, pinnedViews: pinnedViews, into: &children, node: node)
  }

  package var inspectionDescription: String {
    StackDescription.make(
      "LazyHStack", alignment: alignment == .center ? nil : alignment.name, spacing: spacing,
      pinnedViews: pinnedViews)
  }
}
