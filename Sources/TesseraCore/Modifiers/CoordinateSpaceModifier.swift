extension View {
  /// Names this view's coordinate space, so descendants can read frames in it with
  /// `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}

/// Names a view's coordinate space.
package struct CoordinateSpaceModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// The name.
  package var name: AnyHashable

  package var inspectionDescription: String { "coordinateSpace(name: \(name))" }
}

extension View {
  /// Names this view's coordinate space (iOS 17's spelling):
  /// `.coordinateSpace(.named("scroll"))`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }
}
