import Tessera

/// Draws a `CollectionView`: a lazy list with one row per item of its data source.
struct CollectionViewRepresentation: View {
  @ObservedObject var collectionView: CollectionView

  var body: some View {
    List {
      ForEach(collectionView.dataSource?.rows ?? [], id: \.item) { row in
        CellRow(collectionView: collectionView, item: row.item, indexPath: row.indexPath)
      }
    }
  }
}
