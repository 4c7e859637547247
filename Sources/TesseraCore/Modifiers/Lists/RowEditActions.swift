import Foundation

/// Where the rows made from a collection stand: how many there are, and the offset of the
/// row with a given id.
///
/// The offsets are found by one pass over the data, on the first row that asks, so that
/// each row of a long list finds its own in constant time.
@MainActor
package final class RowPositions {
  /// How many rows there are.
  package let count: Int
  private let makeOffsets: () -> [AnyHashable: Int]
  private var offsets: [AnyHashable: Int]?

  /// Rows of a collection of `count` elements, whose offsets by id `makeOffsets` lists.
  package init(count: Int, offsets makeOffsets: @escaping () -> [AnyHashable: Int]) {
    self.count = count
    self.makeOffsets = makeOffsets
  }

  /// The offset of the row whose id is `id`, if it is one of them.
  package func offset(_ id: AnyHashable) -> Int? {
    if offsets == nil { offsets = makeOffsets() }
    return offsets?[id]
  }
}

/// The delete and move actions of the rows made from a collection (`onDelete`,
/// `onMove`), on each of the rows: in edit mode the row shows a delete button at its
/// leading edge, or ↑ and ↓ buttons at its trailing edge.
package struct RowEditActions: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?
  let positions: RowPositions

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    guard node.environment.editMode?.wrappedValue.isEditing == true,
      let offset = offset(of: node)
    else { return }
    if let onDelete, !RowEditingDisabledModifier.refuses(.delete, row: node) {
      let button = Button(role: .destructive) {
        onDelete(IndexSet(integer: offset))
      } label: {
        Image(systemName: "minus.circle.fill")
      }
      .accessibilityLabel("Delete")
      children.append(button, key: ChildKey(.part("delete"), for: button))
    }
    if let onMove, !RowEditingDisabledModifier.refuses(.move, row: node) {
      let last = positions.count - 1
      let buttons = HStack {
        Button {
          onMove(IndexSet(integer: offset), offset - 1)
        } label: {
          Image(systemName: "arrow.up")
        }
        .accessibilityLabel("Move up")
        .disabled(offset == 0)
        Button {
          onMove(IndexSet(integer: offset), offset + 2)
        } label: {
          Image(systemName: "arrow.down")
        }
        .accessibilityLabel("Move down")
        .disabled(offset >= last)
      }
      children.append(buttons, key: ChildKey(.part("move"), for: buttons))
    }
  }

  /// The offset of the row `node` (this modifier's node, or one inside the row) stands
  /// for: found from the id the row is keyed by.
  package func offset(of node: ViewNode) -> Int? {
    var current: ViewNode? = node
    while let row = current {
      if case .id(let key) = row.key.slot,
        let offset = key.rowIDs.lazy.compactMap(positions.offset).first
      {
        return offset
      }
      // The row is the node the modifier is on, or the nearest keyed node above it.
      if row !== node, case .id = row.key.slot { return nil }
      current = row.parent
    }
    return nil
  }

  package var inspectionDescription: String {
    [onDelete.map { _ in "onDelete" }, onMove.map { _ in "onMove" }].compactMap { $0 }
      .joined(separator: ", ")
  }
}

extension ViewNode {
  /// Deletes the row this node is in, as a swipe or the row's delete button would: the
  /// row's `onDelete` action gets its offset.
  package func performRowDeletion() -> ActionOutcome {
    var current: ViewNode? = self
    while let node = current {
      if let actions = node.primitiveModifier as? RowEditActions, let onDelete = actions.onDelete,
        let offset = actions.offset(of: node)
      {
        guard node.environment.isEnabled, !RowEditingDisabledModifier.refuses(.delete, row: node)
        else { return .disabled }
        onDelete(IndexSet(integer: offset))
        return .performed
      }
      current = node.parent
    }
    return .notApplicable
  }
}
