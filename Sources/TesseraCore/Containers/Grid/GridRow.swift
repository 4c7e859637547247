import Foundation

/// One row of a `Grid`: each of its views is a cell, in the next column.
///
/// Outside a grid, a row lays its views out as an `HStack` would.
public struct GridRow<Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, lined up vertically by `alignment` (nil: the
  /// grid's alignment).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension GridRow: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var inspectionDescription: String {
    alignment.map { "GridRow(alignment: .\($0.name))" } ?? "GridRow"
  }
}

/// What a grid needs to know of a row it lays out.
@MainActor
protocol GridRowLayout {
  /// How the row's cells line up vertically, or nil for the grid's alignment.
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowLayout {
  var rowAlignment: VerticalAlignment? { alignment }
}

extension GridRow: NodeLayout {
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    // A row is measured by its grid; alone, it is a horizontal stack.
    stack.sizeThatFits(proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    guard let cells = GridPlacement.cells(of: context.node) else {
      return stack.placeSubviews(in: bounds, proposal: proposal, context: context)
    }
    for (subview, cell) in zip(context.subviews(axis: .horizontal), cells) {
      context.engine.place(
        subview.node, in: cell.frame, proposal: cell.proposal, axis: .horizontal)
    }
  }

  private var stack: LayoutAdapter<HStackLayout> {
    LayoutAdapter(layout: HStackLayout(alignment: alignment ?? .center))
  }
}
