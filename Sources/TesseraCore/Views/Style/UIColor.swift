import Foundation

/// UIKit's colour names, so that `Color(.systemGray6)` and
/// `Color(uiColor: .secondarySystemBackground)` build unchanged. There is no UIKit on
/// Linux: each name stands for a Tessera `Color` that follows the window's colour scheme
/// as UIKit's does — the greys and fills as the primary colour faintly over the background,
/// the labels as the primary and secondary colours.
public struct UIColor: Sendable, Equatable {
  /// The colour it stands for.
  let color: Color

  /// A colour from red, green and blue components (0…1) and an alpha.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey of `white` (0 black … 1 white) and an alpha.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  /// The UIKit colour of a SwiftUI colour.
  public init(_ color: Color) { self.color = color }

  /// The primary colour at `fraction`, drawn over what is behind it.
  private static func tint(_ fraction: Double) -> UIColor {
    UIColor(Color.primary.opacity(fraction))
  }

  /// The window's background.
  public static let systemBackground = UIColor(Color(kind: .semantic("background")))
  /// A background for content over the window's background.
  public static let secondarySystemBackground = tint(0.06)
  /// A background for content over a secondary background.
  public static let tertiarySystemBackground = tint(0.1)
  /// The background of a grouped list.
  public static let systemGroupedBackground = tint(0.06)
  /// The background of a grouped list's rows.
  public static let secondarySystemGroupedBackground = systemBackground
  /// The background of content in a grouped list's rows.
  public static let tertiarySystemGroupedBackground = tint(0.06)
  /// Text.
  public static let label = UIColor(Color.primary)
  /// Secondary text.
  public static let secondaryLabel = UIColor(Color.secondary)
  /// Tertiary text.
  public static let tertiaryLabel = tint(0.3)
  /// Quaternary text.
  public static let quaternaryLabel = tint(0.18)
  /// A text field's placeholder.
  public static let placeholderText = tint(0.3)
  /// A thin line between content.
  public static let separator = UIColor(Color(kind: .semantic("separator")))
  /// A line between content that hides what is under it.
  public static let opaqueSeparator = separator
  /// A link.
  public static let link = UIColor(Color.accentColor)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The app's tint (UIKit's name, kept).
  public static let tintColor = UIColor(Color.accentColor)
  /// A fill for thin, small shapes.
  public static let systemFill = tint(0.2)
  /// A fill for medium shapes.
  public static let secondarySystemFill = tint(0.16)
  /// A fill for large shapes.
  public static let tertiarySystemFill = tint(0.12)
  /// A fill for large areas.
  public static let quaternarySystemFill = tint(0.08)
  /// The system grey.
  public static let systemGray = UIColor(Color.gray)
  /// A grey a step nearer the background.
  public static let systemGray2 = tint(0.32)
  /// A grey two steps nearer the background.
  public static let systemGray3 = tint(0.22)
  /// A grey three steps nearer the background.
  public static let systemGray4 = tint(0.18)
  /// A grey four steps nearer the background.
  public static let systemGray5 = tint(0.12)
  /// The grey nearest the background.
  public static let systemGray6 = tint(0.07)
  /// Red.
  public static let systemRed = UIColor(Color.red)
  /// Orange.
  public static let systemOrange = UIColor(Color.orange)
  /// Yellow.
  public static let systemYellow = UIColor(Color.yellow)
  /// Green.
  public static let systemGreen = UIColor(Color.green)
  /// Mint.
  public static let systemMint = UIColor(Color.mint)
  /// Teal.
  public static let systemTeal = UIColor(Color.teal)
  /// Cyan.
  public static let systemCyan = UIColor(Color.cyan)
  /// Blue.
  public static let systemBlue = UIColor(Color.blue)
  /// Indigo.
  public static let systemIndigo = UIColor(Color.indigo)
  /// Purple.
  public static let systemPurple = UIColor(Color.purple)
  /// Pink.
  public static let systemPink = UIColor(Color.pink)
  /// Brown.
  public static let systemBrown = UIColor(Color.brown)
  /// Black.
  public static let black = UIColor(Color.black)
  /// White.
  public static let white = UIColor(Color.white)
  /// Grey.
  public static let gray = UIColor(Color.gray)
  /// Red.
  public static let red = UIColor(Color.red)
  /// Green.
  public static let green = UIColor(Color.green)
  /// Blue.
  public static let blue = UIColor(Color.blue)
  /// Orange.
  public static let orange = UIColor(Color.orange)
  /// Yellow.
  public static let yellow = UIColor(Color.yellow)
  /// Purple.
  public static let purple = UIColor(Color.purple)
  /// Clear.
  public static let clear = UIColor(Color.clear)
  /// A dark grey (a third white).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// A light grey (two thirds white).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(Color.cyan)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Brown.
  public static let brown = UIColor(Color.brown)

  /// This colour with `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.opacity(Double(alpha)))
  }
}

extension Color {
  /// The colour a UIKit colour name stands for.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The colour a UIKit colour name stands for: `Color(.systemGray6)`.
  public init(_ uiColor: UIColor) { self = uiColor.color }
}
