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

/// A grid row with a modifier on each of its cells.
@MainActor
protocol CellModifiedRow: View {
  /// The row, with `modifier` on each of its cells.
  func withModifierOnCells<M: ViewModifier>(_ modifier: M) -> any CellModifiedRow
}

extension GridRow: CellModifiedRow {
  func withModifierOnCells<M: ViewModifier>(_ modifier: M) -> any CellModifiedRow {
    GridRow<ModifiedContent<Content, M>>(alignment: alignment) { content.modifier(modifier) }
  }
}

/// A grid row, or a built-in modifier on one, which stands for the same row with the
/// modifier on each of its cells: as in SwiftUI, `GridRow { … }.padding(.top)` pads
/// every cell, and the cells stay in the grid's columns.
@MainActor
protocol GridRowStandIn {
  /// Whether it stands for a row: told without building the row.
  var standsForRow: Bool { get }
  /// The row it stands for, or nil for a modified view that is not a row.
  var standInRow: (any CellModifiedRow)? { get }
}

extension GridRow: GridRowStandIn {
  var standsForRow: Bool { true }
  var standInRow: (any CellModifiedRow)? { self }
}

extension ModifiedContent: GridRowStandIn where Content: View, Modifier: ViewModifier {
  var standsForRow: Bool {
    modifier is any PrimitiveModifier && (content as? any GridRowStandIn)?.standsForRow == true
  }

  var standInRow: (any CellModifiedRow)? {
    guard standsForRow, let row = (content as? any GridRowStandIn)?.standInRow else {
      return nil
    }
    return row.withModifierOnCells(modifier)
  }
}
