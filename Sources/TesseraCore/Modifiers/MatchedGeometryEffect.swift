/// What of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: UInt32
  /// Creates properties from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Marks this view as the same element as others with `id` in `namespace`: when a
  /// change with an animation removes one and inserts the other, the one inserted is
  /// drawn moving (and resizing) from where the one removed was, instead of running its
  /// transition. Views shown together keep their own frames (see the divergences).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
        properties: properties))
  }
}

/// The identity `matchedGeometryEffect` gives a view: an id within a namespace.
package struct MatchedGeometryKey: Hashable, @unchecked Sendable {
  /// The id, whatever its type.
  let id: AnyHashable
  /// The namespace the id is in.
  let namespace: Namespace.ID
}

/// Records a view's matched-geometry identity for the render tree builder; structure only,
/// so snapshots and layout ignore it.
package struct MatchedGeometryModifier: PrimitiveModifier {
  package typealias Body = Never

  /// The view's identity among matched views.
  package let key: MatchedGeometryKey
  /// What of its geometry moves from the view it replaces.
  package let properties: MatchedGeometryProperties
}
