/// A guide that aligns views horizontally, such as the leading edges in a `VStack`.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The type that identifies the guide and gives its default value.
  nonisolated(unsafe) package let id: any AlignmentID.Type
  /// The name shown in snapshots.
  package let name: String

  /// An alignment identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    self.init(id, name: String(describing: id))
  }

  package init(_ id: any AlignmentID.Type, name: String) {
    self.id = id
    self.name = name
  }

  /// The leading edges.
  public static let leading = HorizontalAlignment(BuiltInAlignmentID.Leading.self, name: "leading")
  /// The horizontal centres.
  public static let center = HorizontalAlignment(
    BuiltInAlignmentID.HorizontalCenter.self, name: "center")
  /// The trailing edges.
  public static let trailing = HorizontalAlignment(
    BuiltInAlignmentID.Trailing.self, name: "trailing")

  /// Alignments are equal when they have the same identifying type.
  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the identifying type.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}
