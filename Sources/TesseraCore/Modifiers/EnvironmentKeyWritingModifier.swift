/// Sets one environment value for the modified view and its descendants.
public struct _EnvironmentKeyWritingModifier<Value>: EnvironmentModifier, InspectableElement {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
  let name: String

  package func transform(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }

  package func hasSameEffect(as other: Self) -> Bool {
    keyPath == other.keyPath && Equality.areEqual(value, other.value) == true
  }

  package var isInspectable: Bool { !name.isEmpty }

  package var inspectionDescription: String {
    name == "environment" ? "environment(\(Value.self))" : "\(name)(\(value))"
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value, name: "environment"))
  }

  /// Sets an environment value under a readable name, for built-in modifiers; an empty
  /// name keeps it out of snapshots.
  func environmentValue<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V,
    name: String
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value, name: name))
  }
}

/// Changes one environment value for the modified view and its descendants with a
/// closure.
public struct _EnvironmentKeyTransformModifier<Value>: EnvironmentModifier, InspectableElement {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let change: (inout Value) -> Void

  package func transform(_ environment: inout EnvironmentValues) {
    change(&environment[keyPath: keyPath])
  }

  /// A closure cannot be compared: the descendants update with the modified view.
  package func hasSameEffect(as other: Self) -> Bool { false }

  package var inspectionDescription: String { "transformEnvironment(\(Value.self))" }
}

extension View {
  /// Changes the environment value at `keyPath` for this view and its descendants:
  /// `transform` receives the value from above and changes it in place.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, change: transform))
  }
}
