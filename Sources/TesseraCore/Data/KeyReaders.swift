/// The views that read each key of a shared store (`@AppStorage`, `@SceneStorage`), held
/// weakly, so that a write through one view updates all of them.
@MainActor
final class KeyReaders<Key: Hashable> {
  private struct Reader {
    weak var node: ViewNode?
  }

  private var readers: [Key: [ObjectIdentifier: Reader]] = [:]

  /// Records that `node` reads `key`.
  func register(_ node: ViewNode, reading key: Key) {
    readers[key, default: [:]][ObjectIdentifier(node)] = Reader(node: node)
  }

  /// Updates the views, still in the tree, that read `key`.
  func invalidate(_ key: Key) {
    let live = (readers[key] ?? [:]).filter { $0.value.node != nil }
    readers[key] = live
    for reader in live.values { reader.node?.invalidate() }
  }
}
