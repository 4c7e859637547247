import Tessera

/// A scrolling list of cells supplied by a `DiffableDataSource`: the counterpart of
/// UIKit's `UICollectionView` with a list layout. Show it with `view`.
///
/// Only the cells near the visible rows exist (the list is lazy); a cell whose row
/// scrolls away is kept for reuse and handed to the next row that needs one. Activating a
/// row selects its item (when `allowsSelection`), which moves the cells' state and runs
/// their `configurationUpdateHandler`.
@MainActor
public final class CollectionView: ObservableObject {
  /// Sends before the shown content changes (it has no `@Published` properties to do it).
  public let objectWillChange = ObservableObjectPublisher()

  /// Whether activating a row selects it. Turn it off for rows that hold their own
  /// controls (a text field), which a selectable row would cover.
  public var allowsSelection = true
  /// The selected item, if any.
  public private(set) var selectedItem: AnyHashable?
  /// How many cells were ever made: with reuse it stays near the number shown at once.
  public private(set) var cellsCreated = 0

  weak var dataSource: (any ErasedDataSource)?
  private var cellsByItem: [AnyHashable: ListCell] = [:]
  private var reusable: [ListCell] = []
  /// Set while a cell provider runs, to catch registrations created there.
  static var isProvidingCell = false

  /// An empty list; give it a `DiffableDataSource`.
  public init() {}

  /// The list as a view.
  public var view: some View { CollectionViewRepresentation(collectionView: self) }

  /// A cell for `item`, configured by `registration`: a reused cell when one is free.
  public func dequeueConfiguredReusableCell<Item>(
    using registration: CellRegistration<Item>, for indexPath: IndexPath, item: Item
  ) -> ListCell {
    let cell: ListCell
    if let free = reusable.popLast() {
      cell = free
    } else {
      cellsCreated += 1
      cell = ListCell()
    }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// Selects the item at `indexPath` (nil: none), updating the cells' state.
  public func selectItem(at indexPath: IndexPath?) {
    let item = indexPath.flatMap { path in dataSource?.rows.first { $0.indexPath == path }?.item }
    select(item)
  }

  func select(_ item: AnyHashable?) {
    guard allowsSelection, item != selectedItem else { return }
    let previous = selectedItem
    selectedItem = item
    for changed in [previous, item].compactMap({ $0 }) {
      cellsByItem[changed]?.setState(state(of: changed))
    }
  }

  /// The cell showing `item` at `indexPath`: the one it has, else one from the provider.
  func cell(for item: AnyHashable, at indexPath: IndexPath) -> ListCell? {
    if let cell = cellsByItem[item] { return cell }
    Self.isProvidingCell = true
    defer { Self.isProvidingCell = false }
    guard let cell = dataSource?.cell(in: self, at: indexPath, item: item) else { return nil }
    cellsByItem[item] = cell
    cell.setState(state(of: item))
    return cell
  }

  /// `item`'s row left the view: its cell is free for another item.
  func recycle(_ item: AnyHashable) {
    guard let cell = cellsByItem.removeValue(forKey: item) else { return }
    cell.prepareForReuse()
    reusable.append(cell)
  }

  /// A snapshot was applied: the rows change, and the reconfigured items' cells are set
  /// up again by the provider, in place.
  func didApply(reconfiguring items: [AnyHashable]) {
    objectWillChange.send()
    let rows = dataSource?.rows ?? []
    let shown = Set(rows.map(\.item))
    for item in cellsByItem.keys where !shown.contains(item) { recycle(item) }
    if let selectedItem, !shown.contains(selectedItem) { self.selectedItem = nil }
    for item in items {
      guard let cell = cellsByItem[item], let path = rows.first(where: { $0.item == item })
      else { continue }
      cellsByItem[item] = nil
      reusable.append(cell)
      _ = self.cell(for: item, at: path.indexPath)
    }
  }

  private func state(of item: AnyHashable) -> CellConfigurationState {
    CellConfigurationState(isSelected: item == selectedItem)
  }
}
