import Foundation

/// A height a sheet can rest at: `.medium`, `.large`, a fraction of the screen or a
/// height in points.
///
/// Tessera's sheets always fill the window (a terminal or a GTK window has no room to show
/// what lies behind a half-height sheet), so detents are accepted and kept, and the
/// selection a sheet is given stays as the app sets it.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// About half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The whole height a sheet can take.
  public static let large = PresentationDetent(kind: .large)

  /// `fraction` of the height a sheet can take.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}
