/// Entries with sizes, ordered by last use, within a byte limit: adding past the limit
/// removes the least recently used entries first.
struct LRUList<Key: Hashable, Value> {
  private struct Entry {
    var value: Value
    var size: Int
    var lastUse: UInt64
  }

  /// The most bytes the entries may take together.
  let limit: Int
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  /// The bytes the entries take together.
  private(set) var totalSize = 0

  init(limit: Int) { self.limit = limit }

  /// The keys, least recently used first.
  var keysByLastUse: [Key] { entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }

  /// The value for `key`, without counting it as a use.
  func peek(_ key: Key) -> Value? { entries[key]?.value }

  /// The value for `key`, counted as its latest use.
  mutating func use(_ key: Key) -> Value? {
    guard entries[key] != nil else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entries[key]?.value
  }

  /// Adds (or replaces) `key` as the latest use, then removes the least recently used
  /// entries until the total fits the limit, and returns what it removed. An entry bigger
  /// than the whole limit is not added.
  @discardableResult
  mutating func insert(_ value: Value, size: Int, for key: Key) -> [(key: Key, value: Value)] {
    var removed = remove(key).map { [(key: key, value: $0)] } ?? []
    guard size <= limit else { return removed }
    clock += 1
    entries[key] = Entry(value: value, size: size, lastUse: clock)
    totalSize += size
    while totalSize > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      totalSize -= oldest.value.size
      entries[oldest.key] = nil
      removed.append((oldest.key, oldest.value.value))
    }
    return removed
  }

  /// Removes `key`; returns its value, if it was there.
  @discardableResult
  mutating func remove(_ key: Key) -> Value? {
    guard let entry = entries.removeValue(forKey: key) else { return nil }
    totalSize -= entry.size
    return entry.value
  }

  /// Removes every entry.
  mutating func removeAll() {
    entries.removeAll()
    totalSize = 0
  }
}
