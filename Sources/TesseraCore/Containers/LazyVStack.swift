import Foundation

/// A vertical stack that creates its views only as they scroll into view.
public struct LazyVStack<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// How the views line up horizontally.
  package var alignment: HorizontalAlignment
  /// The distance between adjacent views, or nil for the default spacing.
  package var spacing: CGFloat?
  /// Section headers and footers that stay pinned while scrolling.
  package var pinnedViews: PinnedScrollableViews
  /// The views.
  package var content: Content

  /// A lazy vertical stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }
}

extension LazyVStack: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    LazyChildren.make(from: self, pinnedViews: pinnedViews, into: &children, node: node)
  }

  package var inspectionDescription: String {
    StackDescription.make(
      "LazyVStack", alignment: alignment == .center ? nil : alignment.name, spacing: spacing,
      pinnedViews: pinnedViews)
  }
}
