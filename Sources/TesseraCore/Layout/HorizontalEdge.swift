/// The leading or trailing edge of a view.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// The edge where text starts.
  case leading
  /// The edge where text ends.
  case trailing
}
