/// One window's `@SceneStorage` values by key, and the views that read each key, so a
/// write through one view updates the others.
@MainActor
final class SceneStorageValues {
  private struct Reader {
    weak var node: ViewNode?
  }

  private var values: [String: Any] = [:]
  private var readers: [String: [ObjectIdentifier: Reader]] = [:]

  func value(for key: String) -> Any? { values[key] }

  /// Stores `value` (nil removes it) and updates the views reading `key`.
  func set(_ value: Any?, for key: String) {
    // An optional's nil arrives wrapped in `Any`: store it as nothing.
    let isNil = value.map { ($0 as? any OptionalValue)?.isNone ?? false } ?? true
    values[key] = isNil ? nil : value
    let live = (readers[key] ?? [:]).filter { $0.value.node != nil }
    readers[key] = live
    for reader in live.values { reader.node?.invalidate() }
  }

  func register(_ node: ViewNode, reading key: String) {
    readers[key, default: [:]][ObjectIdentifier(node)] = Reader(node: node)
  }
}

/// Gives a window its own scene storage.
struct SceneStorageScope: ViewModifier {
  @State private var values = SceneStorageValues()

  func body(content: Content) -> some View {
    content.environmentValue(\.sceneStorage, values, name: "")
  }
}

/// An optional seen through `Any`, to tell whether it holds nothing.
private protocol OptionalValue {
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  fileprivate var isNone: Bool { self == nil }
}
