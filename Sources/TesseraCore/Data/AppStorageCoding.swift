import Foundation

/// How `@AppStorage` reads a value of one type from `UserDefaults` and writes it back: as a
/// property-list value, a URL, or an enumeration's raw value. A stored value of another
/// type reads as nothing, so the default shows, as in SwiftUI.
struct AppStorageCoding<Value>: @unchecked Sendable {
  let read: (UserDefaults, String) -> Value?
  let write: (UserDefaults, String, Value) -> Void

  /// A property-list value: Bool, Int, Double, String, Data or Date.
  static func plain() -> Self {
    Self(read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) })
  }

  /// A URL, stored as its string (Linux's `UserDefaults.set(_:forKey:)` loses a `URL`).
  static var url: AppStorageCoding<URL> {
    AppStorageCoding<URL>(
      read: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
      write: { $0.set($2.absoluteString, forKey: $1) })
  }

  /// An enumeration stored as its raw value.
  static func raw() -> Self where Value: RawRepresentable {
    Self(
      read: { ($0.object(forKey: $1) as? Value.RawValue).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorageCoding where Value: ExpressibleByNilLiteral {
  /// An optional property-list value; nil removes it.
  static func plainOptional<Wrapped>() -> Self where Value == Wrapped? {
    Self(
      read: { .some($0.object(forKey: $1) as? Wrapped) },
      write: { store, key, value in
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
      })
  }

  /// An optional URL; nil removes it.
  static var urlOptional: AppStorageCoding<URL?> {
    AppStorageCoding<URL?>(
      read: { .some($0.string(forKey: $1).flatMap(URL.init(string:))) },
      write: { store, key, value in
        if let value {
          store.set(value.absoluteString, forKey: key)
        } else {
          store.removeObject(forKey: key)
        }
      })
  }

  /// An optional enumeration stored as its raw value; nil removes it.
  static func rawOptional<Wrapped: RawRepresentable>() -> Self where Value == Wrapped? {
    Self(
      read: {
        .some(($0.object(forKey: $1) as? Wrapped.RawValue).flatMap(Wrapped.init(rawValue:)))
      },
      write: { store, key, value in
        if let value {
          store.set(value.rawValue, forKey: key)
        } else {
          store.removeObject(forKey: key)
        }
      })
  }
}
