/// A value a view keeps while a gesture lasts: a gesture's `updating(_:body:)` changes it,
/// and it goes back to its initial value when the gesture ends or fails.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///   Circle()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, offset, _ in
///       offset = value.translation
///     })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: InstallableProperty {
  private let initialValue: Value
  private let onReset: ((Value, inout Transaction) -> Void)?
  private var box: StateBox<Value>?

  /// A gesture state starting at `wrappedValue`.
  public nonisolated init(wrappedValue: Value) {
    initialValue = wrappedValue
    onReset = nil
  }

  /// A gesture state starting at `initialValue`.
  public nonisolated init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state starting at `wrappedValue`; `resetTransaction` is the transaction
  /// of its return to that value.
  public nonisolated init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  /// A gesture state starting at `initialValue`; `reset` runs as it returns there.
  public nonisolated init(
    initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void
  ) {
    self.initialValue = initialValue
    onReset = reset
  }

  /// The value now: the initial one unless a gesture is updating it.
  @MainActor public var wrappedValue: Value { box?.value ?? initialValue }

  /// The state itself, to hand to a gesture's `updating(_:body:)`.
  @MainActor public var projectedValue: GestureState<Value> { self }

  /// Sets the value while the gesture lasts.
  @MainActor func set(_ value: Value) { box?.set(value) }

  /// Returns to the initial value as the gesture ends.
  @MainActor func reset() {
    guard let box else { return }
    var transaction = currentTransaction
    onReset?(box.value, &transaction)
    box.set(initialValue)
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    box = node.storage(at: slot) { [initialValue] in StateBox(initialValue, node: node) }
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil.
  public nonisolated init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil)
  }
}
