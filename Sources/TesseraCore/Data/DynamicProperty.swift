/// A stored property of a view whose value the view graph provides: `@State`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment`, and your own
/// structs made of them.
///
/// Before each evaluation of a view's `body`, Tessera connects these properties to the
/// storage the view's node keeps, then calls ``update()``.
public protocol DynamicProperty {
  /// Called before `body` is evaluated, after the stored properties are connected.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// A dynamic property that the graph connects to storage kept by the view's node.
package protocol InstallableProperty: DynamicProperty {
  /// Connects this property to its storage in `slot` of `node`.
  @MainActor mutating func install(in node: ViewNode, slot: Int)
}
