import Tessera

/// The sections and items a `DiffableDataSource` shows, in order: the counterpart of
/// UIKit's `NSDiffableDataSourceSnapshot`. Items are unique across the snapshot.
public struct DiffableDataSourceSnapshot<Section: Hashable, Item: Hashable> {
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [Section] = []
  private var itemsBySection: [Section: [Item]] = [:]
  /// Items whose cells are configured again when the snapshot is applied.
  public private(set) var reconfiguredItemIdentifiers: [Item] = []

  /// An empty snapshot.
  public init() {}

  /// Every item, section by section.
  public var itemIdentifiers: [Item] { sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] } }

  /// The number of items in all sections.
  public var numberOfItems: Int { itemIdentifiers.count }

  /// The items of `section`.
  public func itemIdentifiers(inSection section: Section) -> [Item] {
    itemsBySection[section] ?? []
  }

  /// Adds sections at the end. Adding a section twice stops with a message.
  public mutating func appendSections(_ sections: [Section]) {
    for section in sections {
      precondition(
        itemsBySection[section] == nil, "The section \(section) is already in the snapshot.")
      sectionIdentifiers.append(section)
      itemsBySection[section] = []
    }
  }

  /// Adds items at the end of `section` (the last section when nil). Adding an item that
  /// is already there, or adding to a snapshot without sections, stops with a message.
  public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) {
    guard let target = section ?? sectionIdentifiers.last, itemsBySection[target] != nil else {
      preconditionFailure("Append a section before appending items to it.")
    }
    let existing = Set(itemIdentifiers)
    for item in items {
      precondition(!existing.contains(item), "The item \(item) is already in the snapshot.")
    }
    itemsBySection[target, default: []].append(contentsOf: items)
  }

  /// Removes items.
  public mutating func deleteItems(_ items: [Item]) {
    let removed = Set(items)
    for section in sectionIdentifiers {
      itemsBySection[section]?.removeAll(where: removed.contains)
    }
  }

  /// Marks items whose cells are configured again, in place, when the snapshot is applied.
  public mutating func reconfigureItems(_ items: [Item]) {
    let known = Set(itemIdentifiers)
    for item in items {
      precondition(known.contains(item), "Cannot reconfigure \(item): it is not in the snapshot.")
    }
    reconfiguredItemIdentifiers.append(contentsOf: items)
  }

  /// The position of `item`, or nil.
  public func indexPath(for item: Item) -> IndexPath? {
    for (sectionIndex, section) in sectionIdentifiers.enumerated() {
      if let row = itemsBySection[section]?.firstIndex(of: item) {
        return IndexPath(item: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// The item at `indexPath`, or nil.
  public func itemIdentifier(for indexPath: IndexPath) -> Item? {
    guard sectionIdentifiers.indices.contains(indexPath.section) else { return nil }
    let items = itemsBySection[sectionIdentifiers[indexPath.section]] ?? []
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The snapshot without its reconfigure marks, as it is kept once applied.
  var settled: Self {
    var copy = self
    copy.reconfiguredItemIdentifiers = []
    return copy
  }
}
