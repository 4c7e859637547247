/// A guide that aligns views vertically, such as the text baselines in an `HStack`.
public struct VerticalAlignment: Hashable, Sendable {
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

  /// The top edges.
  public static let top = VerticalAlignment(BuiltInAlignmentID.Top.self, name: "top")
  /// The vertical centres.
  public static let center = VerticalAlignment(
    BuiltInAlignmentID.VerticalCenter.self, name: "center")
  /// The bottom edges.
  public static let bottom = VerticalAlignment(BuiltInAlignmentID.Bottom.self, name: "bottom")
  /// The baselines of the first lines of text (the bottom of views without text).
  public static let firstTextBaseline = VerticalAlignment(
    BuiltInAlignmentID.FirstTextBaseline.self, name: "firstTextBaseline")
  /// The baselines of the last lines of text (the bottom of views without text).
  public static let lastTextBaseline = VerticalAlignment(
    BuiltInAlignmentID.LastTextBaseline.self, name: "lastTextBaseline")

  /// Alignments are equal when they have the same identifying type.
  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the identifying type.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}
