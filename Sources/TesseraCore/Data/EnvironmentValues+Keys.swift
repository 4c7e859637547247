import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct PreferredColorSchemeKey: EnvironmentKey {
  static let defaultValue: ColorScheme? = nil
}
private struct LineLimitKey: EnvironmentKey { static let defaultValue = LineLimits() }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct ColorSchemePreferencesKey: EnvironmentKey {
  static let defaultValue: ColorSchemePreferences? = nil
}
private struct SceneStorageKey: EnvironmentKey {
  static let defaultValue: SceneStorageValues? = nil
}
private struct DefaultAppStorageKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}
private struct TextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
  /// The window's `@SceneStorage` values.
  var sceneStorage: SceneStorageValues? {
    get { self[SceneStorageKey.self] }
    set { self[SceneStorageKey.self] = newValue }
  }

  /// The store `@AppStorage` uses when it names none; nil for `UserDefaults.standard`.
  package var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }

  /// The default font of text in this view.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The colour of text and symbols, set by `foregroundColor`/`foregroundStyle`.
  package var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The accent colour of controls, set by `tint`/`accentColor`.
  package var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// Whether controls in this view respond to the user; `.disabled(true)` clears it.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Whether the view is drawn light or dark.
  public var colorScheme: ColorScheme {
    get { self[PreferredColorSchemeKey.self] ?? self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Where `preferredColorScheme` requests go: the enclosing window's or presentation's.
  var colorSchemePreferences: ColorSchemePreferences? {
    get { self[ColorSchemePreferencesKey.self] }
    set { self[ColorSchemePreferencesKey.self] = newValue }
  }

  /// The colour scheme a view asked for with `preferredColorScheme`.
  package var preferredColorScheme: ColorScheme? {
    get { self[PreferredColorSchemeKey.self] }
    set { self[PreferredColorSchemeKey.self] = newValue }
  }

  /// The most lines text may take, or nil for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self].maximum }
    set { self[LineLimitKey.self] = LineLimits(maximum: newValue) }
  }

  /// The fewest and the most lines text may take (`lineLimit(2...4)`).
  package var lineLimits: LineLimits {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of multi-line text align.
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// The size of symbol images relative to text.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The locale for formatting.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar for dates.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone for dates.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}

/// How the lines of multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing
}
