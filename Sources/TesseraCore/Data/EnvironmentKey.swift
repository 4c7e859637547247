/// A key for a value in the environment, with the value used when no ancestor set one.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}
