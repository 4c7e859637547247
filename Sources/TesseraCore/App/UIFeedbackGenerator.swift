/// UIKit's haptic feedback, so that code written for iOS (`UINotificationFeedbackGenerator()
/// .notificationOccurred(.success)`) builds unchanged. Terminals and desktops have no
/// haptics, so nothing is felt; `sensoryFeedback` is the SwiftUI spelling.
@MainActor
open class UIFeedbackGenerator {
  /// A generator.
  public init() {}

  /// Readies the haptic engine. Accepted: there is none.
  public func prepare() {}
}

/// Feedback for an outcome: success, warning or error.
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes it can tell.
  public enum FeedbackType: Int, Sendable {
    /// It worked.
    case success
    /// It worked, with a caution.
    case warning
    /// It failed.
    case error
  }

  /// Tells `type`. Nothing is felt here.
  public func notificationOccurred(_ type: FeedbackType) {}
}

/// Feedback for a collision.
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the collision is.
  public enum FeedbackStyle: Int, Sendable {
    /// A light tap.
    case light
    /// A medium tap.
    case medium
    /// A heavy tap.
    case heavy
    /// A soft, large tap.
    case soft
    /// A rigid, small tap.
    case rigid
  }

  /// The weight of each impact.
  public let style: FeedbackStyle

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle = .medium) {
    self.style = style
    super.init()
  }

  /// Tells an impact. Nothing is felt here.
  public func impactOccurred() {}

  /// Tells an impact of `intensity` (0…1). Nothing is felt here.
  public func impactOccurred(intensity: Double) {}
}

/// Feedback for a changed selection.
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Tells that the selection changed. Nothing is felt here.
  public func selectionChanged() {}
}
