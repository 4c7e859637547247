/// One page of a paged source: its items and the page after it (nil on the last page).
public struct Page<Item: Sendable>: Sendable {
  /// The page's items, in order.
  public var items: [Item]
  /// The next page to load, or nil when this is the last.
  public var nextPage: Int?

  /// A page of `items` followed by `nextPage`.
  public init(items: [Item], nextPage: Int?) {
    self.items = items
    self.nextPage = nextPage
  }
}
