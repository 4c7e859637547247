import Foundation

/// Tells an action a value worked out from a geometry read at the modified view, after the
/// layout that first gives it and after each layout that changes it: what
/// `onGeometryChange` (the view's own geometry) and `onScrollGeometryChange` (the
/// geometry of the scroll view below) add.
struct GeometryChangeModifier<Geometry, Value: Equatable>: PrimitiveModifier,
  PreferenceObserving
{
  typealias Body = Never
  /// The geometry at the node, once laid out; nil when there is none to read.
  let geometry: @MainActor (ViewNode) -> Geometry?
  let transform: (Geometry) -> Value
  let action: (Value, Value) -> Void

  func didMount(_ node: ViewNode) { node.graph?.preferences.frameObserverMounted(node) }
  func willUnmount(_ node: ViewNode) { node.graph?.preferences.frameObserverUnmounted(node) }

  func deliver(at node: ViewNode) {
    guard let geometry = geometry(node) else { return }
    let value = transform(geometry)
    let last = node.locals[LastGeometryValue<Value>.self]
    guard last?.value != value else { return }
    node.locals[LastGeometryValue<Value>.self] = LastGeometryValue(value: value)
    action(last?.value ?? value, value)
  }
}

/// The value an `onGeometryChange` action was last given.
private struct LastGeometryValue<Value> {
  let value: Value
}

extension View {
  /// Runs `action` with the value `transform` works out from this view's geometry (its
  /// size, its frame in a coordinate space), once laid out and whenever it changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, new in action(new) }
  }

  /// Runs `action` with the old and new value `transform` works out from this view's
  /// geometry, once laid out (both the same) and whenever it changes.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      GeometryChangeModifier(
        geometry: { node in GeometryProxy(frame: node.frame, below: node) },
        transform: transform, action: action))
  }
}
