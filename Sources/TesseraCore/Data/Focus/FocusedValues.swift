import Observation

/// A key for a value that views publish while they (or a view in them) have the focus, and
/// that `@FocusedValue` reads: the selected note of the focused editor, say.
public protocol FocusedValueKey {
  /// The type of the value.
  associatedtype Value
}

/// The values the focused view and its ancestors publish with `focusedValue`, and those
/// the window's views publish with `focusedSceneValue`. Add a value with a key, or with
/// `@Entry var name: Type?` in an extension.
public struct FocusedValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// No values.
  init() {}

  /// The value of `key`, if a view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// An `@Observable` object published with `focusedValue(_:)`, by its type.
  func object<T>(of type: T.Type) -> T? {
    values[ObjectIdentifier(type)] as? T
  }

  mutating func setObject(_ object: Any, as type: Any.Type) {
    values[ObjectIdentifier(type)] = object
  }
}

/// The views of a window that publish focused values, and those that read them.
@MainActor
package final class FocusedValuesCenter {
  private struct Publisher {
    weak var node: ViewNode?
    let isScene: Bool
    let apply: (inout FocusedValues) -> Void
  }

  private struct Reader {
    weak var node: ViewNode?
  }

  private var publishers: [ObjectIdentifier: Publisher] = [:]
  private var readers: [ObjectIdentifier: Reader] = [:]

  /// `node` publishes values with `apply`. When they can be read (scene values, or values
  /// around the control `focused`), the readers read again, except those around the
  /// publisher, whose own update updated it (telling them would update them again, without
  /// end).
  func publish(
    from node: ViewNode, isScene: Bool, focused: ViewNode?,
    _ apply: @escaping (inout FocusedValues) -> Void
  ) {
    publishers[ObjectIdentifier(node)] = Publisher(node: node, isScene: isScene, apply: apply)
    guard isScene || focused?.isInside(node) == true else { return }
    for reader in readers.values {
      guard let reader = reader.node, reader.isMounted, !node.isInside(reader) else { continue }
      reader.invalidate()
    }
  }

  func withdraw(_ node: ViewNode) {
    guard publishers.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
    changed()
  }

  func read(by node: ViewNode) {
    readers[ObjectIdentifier(node)] = Reader(node: node)
  }

  /// The values for the control `focused`: the window's scene values, then those of the
  /// views around the focus, the innermost last so that its values win.
  func values(focused: ViewNode?) -> FocusedValues {
    var values = FocusedValues()
    for publisher in publishers.values where publisher.isScene && publisher.node?.isMounted == true
    {
      publisher.apply(&values)
    }
    // The publishers on the way up from the focus, applied from the outermost in.
    var around: [Publisher] = []
    var node = focused
    while let current = node {
      if let publisher = publishers[ObjectIdentifier(current)], !publisher.isScene {
        around.append(publisher)
      }
      node = current.parent
    }
    for publisher in around.reversed() { publisher.apply(&values) }
    return values
  }

  /// The focus moved or a publisher left: the readers read again.
  func changed() {
    readers = readers.filter { $0.value.node?.isMounted == true }
    for reader in readers.values { reader.node?.invalidate() }
  }
}

/// Publishes a focused value from the view it modifies.
struct FocusedValueModifier: PrimitiveModifier {
  typealias Body = Never
  let isScene: Bool
  let apply: (inout FocusedValues) -> Void

  func didMount(_ node: ViewNode) { publish(node) }
  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) { publish(node) }
  func willUnmount(_ node: ViewNode) { node.graph?.focus.values.withdraw(node) }

  private func publish(_ node: ViewNode) {
    guard let focus = node.graph?.focus else { return }
    focus.values.publish(from: node, isScene: isScene, focused: focus.focused, apply)
  }
}

extension View {
  /// Publishes `value` under `keyPath` while this view or a view in it has the focus.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(FocusedValueModifier(isScene: false) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `object` by its type while this view or a view in it has the focus.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isScene: false) { values in
        if let object { values.setObject(object, as: T.self) }
      })
  }

  /// Publishes `value` under `keyPath` while this view is in the window, whatever has the
  /// focus.
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(FocusedValueModifier(isScene: true) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `object` by its type while this view is in the window.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isScene: true) { values in
        if let object { values.setObject(object, as: T.self) }
      })
  }
}
