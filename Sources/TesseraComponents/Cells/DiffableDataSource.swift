import Tessera

/// Supplies a `CollectionView`'s cells from snapshots of identifiers: the counterpart of
/// UIKit's `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let registration = CellRegistration<Reading> { cell, _, reading in
///   cell.contentConfiguration = HostingConfiguration { HeartRateView(reading: reading) }
/// }
/// let dataSource = DiffableDataSource<Int, Reading>(collectionView: list) { list, path, item in
///   list.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
/// }
/// ```
@MainActor
public final class DiffableDataSource<Section: Hashable, Item: Hashable> {
  /// Makes the cell for an item, usually with `dequeueConfiguredReusableCell`.
  public typealias CellProvider = (CollectionView, IndexPath, Item) -> ListCell?

  private weak var collectionView: CollectionView?
  private let cellProvider: CellProvider
  private var current = DiffableDataSourceSnapshot<Section, Item>()

  /// A data source for `collectionView`, which shows nothing until a snapshot is applied.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown now.
  public func snapshot() -> DiffableDataSourceSnapshot<Section, Item> { current }

  /// Shows `snapshot`: cells of removed items are recycled, and the cells of items it
  /// marks with `reconfigureItems` are configured again in place. Nothing animates in a
  /// terminal, so `animatingDifferences` changes nothing.
  public func apply(
    _ snapshot: DiffableDataSourceSnapshot<Section, Item>, animatingDifferences: Bool = true
  ) {
    current = snapshot.settled
    var reconfigured: [AnyHashable] = []
    for item in snapshot.reconfiguredItemIdentifiers { reconfigured.append(AnyHashable(item)) }
    collectionView?.didApply(reconfiguring: reconfigured)
  }

  /// The item at `indexPath`, or nil.
  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    current.itemIdentifier(for: indexPath)
  }

  /// The position of `item`, or nil.
  public func indexPath(for item: Item) -> IndexPath? { current.indexPath(for: item) }

  var rows: [(indexPath: IndexPath, item: AnyHashable)] {
    current.sectionIdentifiers.enumerated().flatMap { sectionIndex, section in
      current.itemIdentifiers(inSection: section).enumerated().map { row, item in
        (IndexPath(item: row, section: sectionIndex), AnyHashable(item))
      }
    }
  }

  func cell(in collectionView: CollectionView, at indexPath: IndexPath, item: AnyHashable)
    -> ListCell?
  {
    guard let item = item.base as? Item else { return nil }
    return cellProvider(collectionView, indexPath, item)
  }
}

/// The rows and cells of a data source, type-erased.
@MainActor
protocol ErasedDataSource: AnyObject {
  var rows: [(indexPath: IndexPath, item: AnyHashable)] { get }
  func cell(in collectionView: CollectionView, at indexPath: IndexPath, item: AnyHashable)
    -> ListCell?
}

extension DiffableDataSource: ErasedDataSource {}
