/// The horizontal or vertical dimension of a layout.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// A set of axes, such as the directions a `ScrollView` scrolls in.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }

  /// `horizontal` or `vertical`.
  public var description: String {
    switch self {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    }
  }
}

extension Axis.Set {
  /// A short name for snapshots: `horizontal`, `vertical`, `[horizontal, vertical]`, `[]`.
  package var inspectionName: String {
    switch self {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    case []: "[]"
    default: "[horizontal, vertical]"
    }
  }
}
