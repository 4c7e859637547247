import Foundation

extension UserDefaults {
  /// Stores `value` under `key`, as key-value coding does on Apple platforms, where apps
  /// often write defaults this way. Foundation on Linux has no key-value coding; this is
  /// `set(_:forKey:)`.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }

  /// The value stored under `key`, as key-value coding reads it on Apple platforms; this
  /// is `object(forKey:)`.
  public func value(forKey key: String) -> Any? {
    object(forKey: key)
  }
}
