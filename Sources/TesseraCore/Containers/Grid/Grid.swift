import Foundation

/// Lines views up in rows and columns: each `GridRow` is a row, each of its views a
/// cell; a column is as wide as its widest cell and a row as tall as its tallest.
///
/// A view placed directly in the grid, outside any `GridRow`, takes a row of its own
/// across every column (a `Divider` between rows, say).
public struct Grid<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of the rows `content` builds, each cell lined up in its space by
  /// `alignment`, columns `horizontalSpacing` and rows `verticalSpacing` apart (nil: the
  /// default spacing).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
}

extension Grid: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var inspectionDescription: String { "Grid" }
}

extension Grid: DelegatingNodeLayout {
  package var delegateLayout: GridLayoutAlgorithm {
    GridLayoutAlgorithm(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
  }
}
