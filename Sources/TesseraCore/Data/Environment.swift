/// Reads a value from the view's environment: `@Environment(\.editMode) var editMode`.
@propertyWrapper
public struct Environment<Value>: InstallableProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var value: Value?

  /// Reads the environment value at `keyPath`.
  public nonisolated init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value.
  @MainActor public var wrappedValue: Value {
    guard let value else {
      Diagnostics.warnOnce(
        "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. "
          + "This will always read the default value.")
      return EnvironmentValues()[keyPath: keyPath]
    }
    return value
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.readsEnvironment = true
    value = node.environment[keyPath: keyPath]
  }
}
