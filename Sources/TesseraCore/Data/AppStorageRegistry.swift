import Foundation

/// Which views read which `@AppStorage` keys, so a write through one updates them all; and
/// the saving of `UserDefaults.standard`, with a clear message when it cannot be saved.
@MainActor
enum AppStorageRegistry {
  private struct Reading: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  private static let readers = KeyReaders<Reading>()

  /// Records that `node` reads `key` of `store`.
  static func register(_ node: ViewNode, reading key: String, in store: UserDefaults) {
    if store === UserDefaults.standard { StandardDefaultsFile.checkOnce() }
    readers.register(node, reading: Reading(store: ObjectIdentifier(store), key: key))
  }

  /// Saves `store` and updates the views that read `key` in it.
  static func didWrite(_ key: String, in store: UserDefaults) {
    if store === UserDefaults.standard { StandardDefaultsFile.checkWritable(key: key) }
    store.synchronize()
    readers.invalidate(Reading(store: ObjectIdentifier(store), key: key))
  }
}
