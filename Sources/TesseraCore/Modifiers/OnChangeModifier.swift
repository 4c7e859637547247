/// Runs an action when a value observed by the modified view changes between updates.
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
  typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  final class Previous {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  func didMount(_ node: ViewNode) {
    node.locals[Previous.self] = Previous(value)
    if initial {
      let value = value
      node.graph?.enqueue(.appear) { action(value, value) }
    }
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let stored = node.locals[Previous.self], stored.value != value else { return }
    let old = stored.value
    let new = value
    stored.value = new
    node.graph?.enqueue(.appear) { action(old, new) }
  }
}

extension View {
  /// Runs `action` with the old and new value when `value` changes (and once on appear
  /// when `initial` is true).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and once on appear when `initial` is true).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes.
  @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two-parameter closure")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}
