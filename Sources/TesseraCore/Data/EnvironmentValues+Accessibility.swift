import Foundation

/// How heavy text should be drawn.
public enum LegibilityWeight: Hashable, Sendable {
  /// The usual weight.
  case regular
  /// Bolder, for legibility.
  case bold
}

/// How much contrast the user asked for between colours.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  /// The usual contrast.
  case standard
  /// More contrast.
  case increased
}

/// The accessibility settings a view reads. Neither a terminal nor Tessera's GTK windows
/// report them, so each has the setting users get by default.
package struct AccessibilitySettings: Equatable, Sendable {
  var reduceMotion = false
  var reduceTransparency = false
  var differentiateWithoutColor = false
  var invertColors = false
  var voiceOverEnabled = false
  var switchControlEnabled = false
  var showButtonShapes = false
  var legibilityWeight: LegibilityWeight? = .regular
  var colorSchemeContrast = ColorSchemeContrast.standard
}

private struct AccessibilitySettingsKey: EnvironmentKey {
  static var defaultValue: AccessibilitySettings { AccessibilitySettings() }
}

private struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
  package var accessibilitySettings: AccessibilitySettings {
    get { self[AccessibilitySettingsKey.self] }
    set { self[AccessibilitySettingsKey.self] = newValue }
  }

  /// Whether the user asked for less motion (animations to be shortened or left out).
  public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
  /// Whether the user asked for differences shown by more than colour.
  public var accessibilityDifferentiateWithoutColor: Bool {
    accessibilitySettings.differentiateWithoutColor
  }
  /// Whether the display's colours are inverted.
  public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
  /// Whether a screen reader is running.
  public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.voiceOverEnabled }
  /// Whether switch control is running.
  public var accessibilitySwitchControlEnabled: Bool {
    accessibilitySettings.switchControlEnabled
  }
  /// Whether buttons should show their shapes.
  public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
  /// How heavy text should be: `.regular`.
  public var legibilityWeight: LegibilityWeight? { accessibilitySettings.legibilityWeight }
  /// How much contrast the user asked for: `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast { accessibilitySettings.colorSchemeContrast }

  /// The window's undo manager: views register what they change on it, and undo it.
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}
