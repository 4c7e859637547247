import Observation

/// Reads a value that the focused view (or a view around it) publishes with
/// `focusedValue`, or that a view of the window publishes with `focusedSceneValue`: nil
/// when none does. A menu command reads the selection of the focused editor this way.
@propertyWrapper
public struct FocusedValue<Value>: InstallableProperty {
  private let read: (FocusedValues) -> Value?
  private var value: Value?

  /// Reads the value under `keyPath`.
  public nonisolated init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads the `@Observable` object of type `objectType` published with `focusedValue(_:)`.
  public nonisolated init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.object(of: Value.self) }
  }

  /// The value published now, or nil.
  public var wrappedValue: Value? { value }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    guard let graph = node.graph else { return }
    let center = graph.focus.values
    center.read(by: node)
    value = read(center.values(focused: graph.focus.focused))
  }
}

/// Reads and writes through a binding that the focused view publishes with
/// `focusedValue`: `@FocusedBinding(\.selectedNote) var note`.
@propertyWrapper
public struct FocusedBinding<Value>: InstallableProperty {
  private let read: (FocusedValues) -> Binding<Value>?
  private var binding: Binding<Value>?

  /// Reads the binding under `keyPath`.
  public nonisolated init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The bound value, or nil when no focused view publishes a binding; setting it writes
  /// through the binding.
  public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      if let newValue { binding?.wrappedValue = newValue }
    }
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    guard let graph = node.graph else { return }
    let center = graph.focus.values
    center.read(by: node)
    binding = read(center.values(focused: graph.focus.focused))
  }
}
