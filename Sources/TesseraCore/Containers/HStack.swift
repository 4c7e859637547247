import Foundation

/// Arranges its views in a horizontal line.
public struct HStack<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// How the views line up vertically.
  package var alignment: VerticalAlignment
  /// The distance between adjacent views, or nil for the default spacing.
  package var spacing: CGFloat?
  /// The views.
  package var content: Content

  /// A horizontal stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var inspectionDescription: String {
    StackDescription.make(
      "HStack", alignment: alignment == .center ? nil : alignment.name, spacing: spacing)
  }
}
