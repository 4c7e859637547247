/// A coordinate system in which `GeometryProxy.frame(in:)` reports a frame.
public enum CoordinateSpace: Hashable {
  /// The whole window or screen.
  case global
  /// The view's own coordinates.
  case local
  /// The coordinates of the ancestor named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// A coordinate space as iOS 17 names one: `.named("scroll")`, `.global`, `.local`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space of the ancestor named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  /// The name.
  let name: AnyHashable

  /// The coordinate space it stands for.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The coordinate space of the whole window.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The coordinate space of the whole window.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
