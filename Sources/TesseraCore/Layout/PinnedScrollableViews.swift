/// The parts of a lazy stack's sections that stay pinned while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers stay at the top.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers stay at the bottom.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)

  /// `sectionHeaders`, `sectionFooters` or `[sectionHeaders, sectionFooters]`.
  package var inspectionName: String {
    switch self {
    case .sectionHeaders: "sectionHeaders"
    case .sectionFooters: "sectionFooters"
    case []: "[]"
    default: "[sectionHeaders, sectionFooters]"
    }
  }
}
