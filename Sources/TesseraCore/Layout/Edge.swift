/// One of the four edges of a rectangle, named by reading direction.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The edge where text starts (the left in left-to-right languages).
  case leading
  /// The bottom edge.
  case bottom
  /// The edge where text ends.
  case trailing

  /// A set of edges, such as the ones `padding` or `ignoresSafeArea` applies to.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int8

    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// A set holding just `edge`.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension Edge.Set {
  /// A short name for snapshots: `all`, `horizontal`, `top`, `[top, leading]`, …
  package var inspectionName: String {
    switch self {
    case .all: return "all"
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    default:
      let names = Edge.allCases.filter { contains(Edge.Set($0)) }.map { "\($0)" }
      return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
  }
}
