/// The level of a heading, for screen readers that move between headings.
public enum AccessibilityHeadingLevel: UInt, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// Level 1.
  case h1
  /// Level 2.
  case h2
  /// Level 3.
  case h3
  /// Level 4.
  case h4
  /// Level 5.
  case h5
  /// Level 6.
  case h6
}

extension View {
  /// Marks the view as a heading of `level`, as `accessibilityAddTraits(.isHeader)` does,
  /// for screen readers that move from heading to heading (GTK's heading level).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
    modifier(AccessibilityElementModifier(detail: .heading(level)))
  }

  /// Has every punctuation mark in the view's text spoken. Accepted: GTK 4.8 passes no
  /// speech attributes to screen readers.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

  /// Has the view's text spelled out letter by letter. Accepted, as
  /// `speechAlwaysIncludesPunctuation(_:)` is.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

  /// Has the view's text spoken at `pitch` (0…2). Accepted, as
  /// `speechAlwaysIncludesPunctuation(_:)` is.
  public func speechAdjustedPitch(_ value: Double) -> some View { self }

  /// Has the view's text announced after what is being said ends. Accepted, as
  /// `speechAlwaysIncludesPunctuation(_:)` is.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
