/// A coordinate system in which `GeometryProxy.frame(in:)` reports a frame.
public enum CoordinateSpace: Hashable {
  /// The whole window or screen.
  case global
  /// The view's own coordinates.
  case local
  /// The coordinates of the ancestor named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}
