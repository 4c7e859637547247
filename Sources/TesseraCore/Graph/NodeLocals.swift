/// What built-in views, modifiers, layouts and backends keep for one node (a scroll
/// offset, a navigation stack's pages, a running task, a represented widget), each value
/// under its own type.
///
/// The graph does not know these types: a feature names the type it keeps and gets that
/// type back, so nobody reads an untyped slot back through a cast, and two features
/// on one node (a list's lazy rows and its scroll offset) never overwrite each other.
/// Values live as long as the node.
package struct NodeLocals {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The value of type `type` the node keeps, if any; setting nil lets it go.
  package subscript<T>(_ type: T.Type) -> T? {
    // The key is the type, so a value found is always a `T`.
    get { values[ObjectIdentifier(type)].flatMap { $0 as? T } }
    set { values[ObjectIdentifier(type)] = newValue }
  }

  /// The value of type `type` the node keeps, made by `make` and kept on first use.
  package mutating func value<T>(_ type: T.Type = T.self, orMake make: () -> T) -> T {
    if let existing = self[type] { return existing }
    let made = make()
    self[type] = made
    return made
  }

  /// Whether the node keeps a value of type `type`.
  package func contains<T>(_ type: T.Type) -> Bool {
    values[ObjectIdentifier(type)] != nil
  }
}
