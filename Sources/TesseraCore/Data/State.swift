/// A value owned by a view, kept across re-creations of the view for as long as the view
/// keeps its identity. Setting it updates the views that read it.
@propertyWrapper
public struct State<Value>: InstallableProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?

  /// Creates state with an initial value.
  public nonisolated init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates state with an initial value.
  public nonisolated init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value.
  @MainActor public var wrappedValue: Value {
    get {
      guard let box else {
        Diagnostics.warnOnce(
          "Accessing State's value outside of being installed on a View. "
            + "This will result in a constant Binding of the initial value and will not update.")
        return initialValue
      }
      return box.value
    }
    nonmutating set {
      guard let box else { return }
      box.set(newValue)
    }
  }

  /// A binding to the value, to hand to a child view.
  @MainActor public var projectedValue: Binding<Value> {
    guard let box else { return .constant(initialValue) }
    return Binding(get: { box.value }, set: { box.set($0) })
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    box = node.storage(at: slot) { StateBox(initialValue, node: node) }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates optional state that starts as nil.
  public nonisolated init() { self.init(wrappedValue: nil) }
}
