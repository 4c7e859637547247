import Foundation

extension UserDefaults {
  /// Stores `value` under `key`, as key-value coding does on Apple platforms, where apps
  /// often write defaults this way. Foundation on Linux has no key-value coding; this is
  /// `set(_:forKey:)`.
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }
}
