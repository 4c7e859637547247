/// Which gestures of a view and of the views inside it may be recognized, when a gesture
/// is attached.
public struct GestureMask: OptionSet, Sendable {
  /// The mask as bits.
  public let rawValue: UInt32

  /// A mask of the given raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gesture.
  public static let none = GestureMask([])
  /// The gesture attached, not those inside the view.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures inside the view, not the one attached.
  public static let subviews = GestureMask(rawValue: 2)
  /// The gesture attached and those inside the view.
  public static let all = GestureMask(rawValue: 3)
}
