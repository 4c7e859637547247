/// Why the content of views is hidden: `.placeholder` while it is not loaded yet,
/// `.privacy` for what should not be seen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons' bits.
  public let rawValue: Int

  /// Reasons from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder: its text is drawn as bars.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private (`privacySensitive` views). Accepted: drawn as it is.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is out of date (a widget's). Accepted: drawn as it is.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// Why the content of the views below is hidden; empty for shown.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Hides the content of this view for `reason`: with `.placeholder`, its texts are
  /// drawn as bars the length of their characters, as while data loads. An empty set
  /// shows the content.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the content of this view even inside a redacted view.
  public func unredacted() -> some View {
    environmentValue(\.redactionReasons, [], name: "unredacted")
  }
}
