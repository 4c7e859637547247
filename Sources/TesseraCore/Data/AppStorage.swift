import Foundation

/// A value kept in `UserDefaults` (by default `UserDefaults.standard`, saved under
/// `$XDG_CONFIG_HOME`), read by key: `@AppStorage("showsHints") var showsHints = true`.
/// Setting it saves it at once and updates every view that reads the same key.
@propertyWrapper
public struct AppStorage<Value>: InstallableProperty {
  private let key: String
  private let defaultValue: Value
  private let explicitStore: UserDefaults?
  private let coding: AppStorageCoding<Value>
  private var store: UserDefaults?

  private init(
    key: String, defaultValue: Value, store: UserDefaults?, coding: AppStorageCoding<Value>
  ) {
    self.key = key
    self.defaultValue = defaultValue
    explicitStore = store
    self.coding = coding
  }

  /// The stored value, or the default when nothing (or something of another type) is
  /// stored under the key.
  @MainActor public var wrappedValue: Value {
    get { coding.read(resolvedStore, key) ?? defaultValue }
    nonmutating set { Self.save(newValue, key: key, in: resolvedStore, coding: coding) }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    let (store, key, coding, defaultValue) = (resolvedStore, key, coding, defaultValue)
    return Binding(
      get: { coding.read(store, key) ?? defaultValue },
      set: { Self.save($0, key: key, in: store, coding: coding) })
  }

  /// Writes `value`, saves the store and updates every view reading the key.
  @MainActor private static func save(
    _ value: Value, key: String, in store: UserDefaults, coding: AppStorageCoding<Value>
  ) {
    coding.write(store, key, value)
    AppStorageRegistry.didWrite(key, in: store)
  }

  private var resolvedStore: UserDefaults { store ?? explicitStore ?? .standard }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.readsEnvironment = true
    store = explicitStore ?? node.environment.defaultAppStorage ?? .standard
    AppStorageRegistry.register(node, reading: key, in: resolvedStore)
  }
}

extension AppStorage {
  /// A stored Boolean.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored integer.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored floating-point number.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored string.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored URL.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .url)
  }

  /// Stored data.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored date.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .plain())
  }

  /// A stored value of an enumeration with integer raw values.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw())
  }

  /// A stored value of an enumeration with string raw values.
  public nonisolated init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .raw())
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored Boolean, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored integer, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored number, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored string, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored URL, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, coding: .urlOptional)
  }

  /// Optional stored data, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored date, nil when nothing is stored.
  public nonisolated init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, store: store, coding: .plainOptional())
  }

  /// An optional stored enumeration value (integer raw values), nil when nothing is stored.
  public nonisolated init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store, coding: .rawOptional())
  }

  /// An optional stored enumeration value (string raw values), nil when nothing is stored.
  public nonisolated init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store, coding: .rawOptional())
  }
}

extension View {
  /// The store that `@AppStorage` properties below use when they name none.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
