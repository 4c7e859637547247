/// One window's `@SceneStorage` values by key, and the views that read each key, so a
/// write through one view updates the others.
@MainActor
final class SceneStorageValues {
  private var values: [String: Any] = [:]
  private let readers = KeyReaders<String>()

  func value(for key: String) -> Any? { values[key] }

  /// Stores `value` (nil removes it) and updates the views reading `key`.
  func set(_ value: Any?, for key: String) {
    // An optional's nil arrives wrapped in `Any`: store it as nothing.
    let isNil = value.map { ($0 as? any OptionalValue)?.isNone ?? false } ?? true
    values[key] = isNil ? nil : value
    readers.invalidate(key)
  }

  func register(_ node: ViewNode, reading key: String) { readers.register(node, reading: key) }
}

/// An optional seen through `Any`, to tell whether it holds nothing.
private protocol OptionalValue {
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  fileprivate var isNone: Bool { self == nil }
}
