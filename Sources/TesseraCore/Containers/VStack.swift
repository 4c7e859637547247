import Foundation

/// Arranges its views in a vertical line.
public struct VStack<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// How the views line up horizontally.
  package var alignment: HorizontalAlignment
  /// The distance between adjacent views, or nil for the default spacing.
  package var spacing: CGFloat?
  /// The views.
  package var content: Content

  /// A vertical stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var inspectionDescription: String {
    StackDescription.make(
      "VStack", alignment: alignment == .center ? nil : alignment.name, spacing: spacing)
  }
}
