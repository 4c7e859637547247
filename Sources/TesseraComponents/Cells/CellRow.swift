import Tessera

/// One row: the cell the collection view gives its item, recycled when the row leaves the
/// tree (scrolled out of a lazy list, or removed) — not when its tab is hidden, which
/// would leave it showing a cell given to another row.
struct CellRow: View {
  let collectionView: CollectionView
  let item: AnyHashable
  let indexPath: IndexPath

  var body: some View {
    Group {
      if let cell = collectionView.cell(for: item, at: indexPath) {
        CellContent(cell: cell, select: selectAction)
      }
    }
    .onRemoval { collectionView.recycle(item) }
  }

  private var selectAction: (() -> Void)? {
    guard collectionView.allowsSelection else { return nil }
    return { [collectionView, item] in collectionView.select(item) }
  }
}

/// A cell's current content, redrawn when the cell's configuration changes.
struct CellContent: View {
  @ObservedObject var cell: ListCell
  let select: (() -> Void)?

  var body: some View {
    if let content = cell.contentConfiguration?.makeContentView() {
      if let select {
        Button(action: select) { content }
      } else {
        content
      }
    }
  }
}
