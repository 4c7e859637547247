import Foundation

/// Where a scroll view's content is and how big it is, as `onScrollGeometryChange` gives
/// it.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled from its top leading corner.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The margins around the content.
  public var contentInsets: EdgeInsets
  /// The scroll view's size.
  public var containerSize: CGSize

  /// The part of the content that shows.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds in the content's coordinates: the visible part.
  public var bounds: CGRect { visibleRect }
}

/// Tells an action a value worked out from the geometry of the scroll view below, after
/// the layout that first gives it and after each one (a scroll, a resize) that changes it.
struct ScrollGeometryChangeModifier<Value: Equatable>: PrimitiveModifier, PreferenceObserving {
  typealias Body = Never
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  func didMount(_ node: ViewNode) { node.graph?.preferences.frameObserverMounted(node) }
  func willUnmount(_ node: ViewNode) { node.graph?.preferences.frameObserverUnmounted(node) }

  func deliver(at node: ViewNode) {
    guard let scroller = ScrollPositionModifier.scroller(in: node),
      let state = scroller.locals[ScrollState.self]
    else { return }
    let geometry = ScrollGeometry(
      contentOffset: state.offset, contentSize: state.contentSize,
      contentInsets: scroller.environment.scrollContentMargins,
      containerSize: state.viewportSize)
    let value = transform(geometry)
    let last = node.locals[LastScrollGeometryValue<Value>.self]
    guard last?.value != value else { return }
    node.locals[LastScrollGeometryValue<Value>.self] = LastScrollGeometryValue(value: value)
    action(last?.value ?? value, value)
  }
}

/// The value an `onScrollGeometryChange` action was last given.
private struct LastScrollGeometryValue<Value> {
  let value: Value
}

extension View {
  /// Runs `action` with the old and new value `transform` works out from the geometry of
  /// the scroll view below (its offset, content size, size), once laid out and whenever
  /// the value changes: a scroll, new content, a resize.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(ScrollGeometryChangeModifier(transform: transform, action: action))
  }
}
