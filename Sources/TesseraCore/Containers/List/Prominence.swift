/// How much a section header stands out.
public enum Prominence: Hashable, Sendable {
  /// The usual header: small and secondary.
  case standard
  /// A header as large and bold as a title, in the primary colour.
  case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
  static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
  /// How much the section headers below stand out.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

extension View {
  /// Makes the headers of the sections in this view stand out as `prominence` says.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environmentValue(\.headerProminence, prominence, name: "headerProminence")
  }
}
