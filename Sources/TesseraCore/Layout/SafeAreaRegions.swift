/// Kinds of safe area a view can ignore with `ignoresSafeArea(_:edges:)`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The area covered by the window's bars and the screen's rounded corners.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area covered by an on-screen keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// All safe areas.
  public static let all: SafeAreaRegions = [.container, .keyboard]

  /// `all`, `container` or `keyboard`.
  package var inspectionName: String {
    switch self {
    case .all: "all"
    case .container: "container"
    case .keyboard: "keyboard"
    default: "[]"
    }
  }
}
