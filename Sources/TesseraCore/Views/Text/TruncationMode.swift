extension Text {
  /// Where text that does not fit is cut and marked with "…".
  public enum TruncationMode: Hashable, Sendable {
    /// At the start: "…end of the text".
    case head
    /// In the middle: "start…end".
    case middle
    /// At the end: "start of the text…".
    case tail
  }
}

private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}

extension EnvironmentValues {
  /// Where text in this view is cut when it does not fit.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
}

extension View {
  /// Sets where text in this view is cut when it does not fit (one-line text only for
  /// `.head` and `.middle`).
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentValue(\.truncationMode, mode, name: "truncationMode")
  }
}
