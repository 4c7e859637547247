import Tessera

/// How to configure a cell for an item: the counterpart of UIKit's
/// `UICollectionView.CellRegistration`. Create registrations once, outside the cell
/// provider, and pass them to `CollectionView.dequeueConfiguredReusableCell(using:for:item:)`.
///
/// Creating one inside a cell provider (a new registration for every cell, so no cell
/// could ever be reused) is reported as an error in debug builds.
@MainActor
public struct CellRegistration<Item> {
  let handler: (ListCell, IndexPath, Item) -> Void

  /// A registration that configures a cell with `handler(cell, indexPath, item)`.
  public init(handler: @escaping (ListCell, IndexPath, Item) -> Void) {
    #if DEBUG
      if CollectionView.isProvidingCell {
        Diagnostics.warnOnce(
          "Error: a CellRegistration<\(Item.self)> was created inside a cell provider. "
            + "Create registrations once, before the data source, and reuse them: a new "
            + "registration for every cell means no cell is ever reused.")
      }
    #endif
    self.handler = handler
  }
}
