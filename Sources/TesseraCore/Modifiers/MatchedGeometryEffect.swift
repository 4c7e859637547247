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
  /// Marks this view as the same element as others with `id` in `namespace`, so a
  /// transition between them can move one into the other. Accepted: without animations
  /// (see the divergences), the views keep their own frames.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}
