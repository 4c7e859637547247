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

extension ScrollGeometry {
  /// The geometry of the first scroll view at or below `node`, once laid out.
  @MainActor static func below(_ node: ViewNode) -> ScrollGeometry? {
    guard let scroller = ScrollPositionModifier.scroller(in: node),
      let state = scroller.locals[ScrollState.self]
    else { return nil }
    return ScrollGeometry(
      contentOffset: state.offset, contentSize: state.contentSize,
      contentInsets: scroller.environment.scrollContentMargins,
      containerSize: state.viewportSize)
  }
}

extension View {
  /// Runs `action` with the old and new value `transform` works out from the geometry of
  /// the scroll view below (its offset, content size, size), once laid out and whenever
  /// the value changes: a scroll, new content, a resize.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    modifier(
      GeometryChangeModifier(geometry: ScrollGeometry.below, transform: transform, action: action))
  }
}
