import Foundation

/// A value kept per window by key, shared by every view in the window that uses the key:
/// `@SceneStorage("selectedTab") var selectedTab = 0`. It lasts as long as the window.
@propertyWrapper
public struct SceneStorage<Value>: InstallableProperty {
  private let key: String
  private let defaultValue: Value
  private var store: SceneStorageValues?

  private nonisolated init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The window's value for the key, or the default.
  @MainActor public var wrappedValue: Value {
    get { store?.value(for: key) as? Value ?? defaultValue }
    nonmutating set {
      guard let store else {
        Diagnostics.warnOnce("SceneStorage \"\(key)\" was set outside of a view in a window.")
        return
      }
      store.set(newValue, for: key)
    }
  }

  /// A binding to the window's value.
  @MainActor public var projectedValue: Binding<Value> {
    let (store, key, defaultValue) = (store, key, defaultValue)
    return Binding(
      get: { store?.value(for: key) as? Value ?? defaultValue },
      set: { store?.set($0, for: key) })
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.readsEnvironment = true
    store = node.environment.sceneStorage
    store?.register(node, reading: key)
  }
}

extension SceneStorage {
  /// A Boolean kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// An integer kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// A number kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// A string kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// A URL kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// Data kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// An enumeration value kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }

  /// An enumeration value kept per window.
  public nonisolated init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil)
  }

  /// An optional integer kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil)
  }

  /// An optional number kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil)
  }

  /// An optional string kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil)
  }

  /// An optional URL kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil)
  }

  /// Optional data kept per window, nil until set.
  public nonisolated init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil)
  }
}
