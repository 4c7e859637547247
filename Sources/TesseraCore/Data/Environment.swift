import Observation

/// Reads a value from the view's environment: `@Environment(\.editMode) var editMode`, or
/// an `@Observable` object that an ancestor provided with `.environment(_:)`:
/// `@Environment(Library.self) var library`.
@propertyWrapper
public struct Environment<Value>: InstallableProperty {
  /// Where the value comes from.
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object found by its type; nil when no ancestor provided one.
    case object(typeName: String, lookup: (EnvironmentValues) -> Value?)
  }

  private let source: Source
  private var value: Value?
  private var isInstalled = false
  private var viewName = "this view"

  /// Reads the environment value at `keyPath`.
  public nonisolated init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of type `objectType` that the nearest ancestor
  /// provided with `.environment(_:)`. Reading it when none did stops the program with a
  /// message naming the type, as SwiftUI does.
  public nonisolated init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(typeName: "\(Value.self)", lookup: { $0.object(of: Value.self) })
  }

  /// Reads the `@Observable` object of type `objectType` if an ancestor provided one, and
  /// nil otherwise.
  public nonisolated init<Object: AnyObject & Observable>(_ objectType: Object.Type)
  where Value == Object? {
    source = .object(typeName: "\(Object.self)", lookup: { .some($0.object(of: Object.self)) })
  }

  /// The current value.
  @MainActor public var wrappedValue: Value {
    guard isInstalled else {
      Diagnostics.warnOnce(
        "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. "
          + "This will always read the default value.")
      return defaultValue
    }
    guard let value else {
      Diagnostics.fatal(
        "No Observable object of type \(typeName) found. A View.environment(_:) for "
          + "\(typeName) may be missing as an ancestor of this view (\(viewName)).")
    }
    return value
  }

  /// What an environment read outside a view gives: the key's default, or for an object,
  /// the stop that a missing object gives.
  @MainActor private var defaultValue: Value {
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object(let typeName, let lookup):
      guard let value = lookup(EnvironmentValues()) else {
        Diagnostics.fatal(
          "No Observable object of type \(typeName) found: @Environment was read outside of "
            + "a view's body.")
      }
      return value
    }
  }

  private var typeName: String {
    if case .object(let typeName, _) = source { return typeName }
    return "\(Value.self)"
  }

  @MainActor package mutating func install(in node: ViewNode, slot: Int) {
    node.readsEnvironment = true
    isInstalled = true
    viewName = node.typeName
    switch source {
    case .keyPath(let keyPath): value = node.environment[keyPath: keyPath]
    case .object(_, let lookup): value = lookup(node.environment)
    }
  }
}

extension View {
  /// Provides an `@Observable` object to every descendant that reads it with
  /// `@Environment(Type.self)`; the nearest ancestor's wins. A nil object provides
  /// nothing, so the optional form of `@Environment` reads nil.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    modifier(ObservableEnvironmentModifier(object: object))
  }
}

/// Puts an `@Observable` object into the environment of the modified view.
struct ObservableEnvironmentModifier<Object: AnyObject & Observable>: EnvironmentModifier {
  let object: Object?
  func transform(_ environment: inout EnvironmentValues) {
    if let object {
      environment.setObject(object)
    } else {
      environment.removeObject(of: Object.self)
    }
  }
  func hasSameEffect(as other: Self) -> Bool { object === other.object }
}
