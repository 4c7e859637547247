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
    case custom(ObjectIdentifier)
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

extension PresentationDetent {
  /// A detent whose height `type` works out (iOS 16's `CustomPresentationDetent`):
  /// `static let tiny = Self.custom(TinyDetent.self)`.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(ObjectIdentifier(type)))
  }

  /// What a custom detent's height is worked out from: the tallest a sheet can be, and
  /// the environment's values (`context.dynamicTypeSize`).
  @dynamicMemberLookup
  public struct Context {
    /// The height of the tallest detent, in points.
    public let maxDetentValue: CGFloat
    /// The sheet's environment.
    let environment: EnvironmentValues

    /// The environment value at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }
}

/// A height of a sheet's own: `static func height(in context: Context) -> CGFloat?`
/// returns it (nil leaves the detent out).
public protocol CustomPresentationDetent {
  /// The detent's height in `context`, or nil to leave it out.
  static func height(in context: PresentationDetent.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What a detent's height is worked out from, as `height(in:)` names it.
  public typealias Context = PresentationDetent.Context
}
