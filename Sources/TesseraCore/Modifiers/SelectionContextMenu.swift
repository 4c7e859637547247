extension View {
  /// Actions for the rows of the list or table this is applied to, opened by a secondary
  /// click on a row (or Shift-F10 on the focused row in the terminal): `menu` is given the
  /// selection when the row is selected, else that row alone, and an empty set off the
  /// rows. `primaryAction` is accepted; a double click does not run it yet.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    modifier(ContextMenuModifier(subject: { selectedRows(at: $0) as Set<I> }, items: menu))
  }
}

/// The rows a selection context menu is for, opened at `origin`: the selection when the
/// row there is selected, else that row; none off the rows.
@MainActor
private func selectedRows<I: Hashable>(at origin: ViewNode) -> Set<I> {
  var current: ViewNode? = origin
  while let node = current {
    if let row = node.selectableRow {
      if row.list.isSelected(row.tag) {
        return Set(row.list.selectedTags.compactMap { $0.base as? I })
      }
      return Set([row.tag.base as? I].compactMap { $0 })
    }
    current = node.parent
  }
  return []
}
