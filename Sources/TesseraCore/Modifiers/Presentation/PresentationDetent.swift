import Foundation

/// A height a sheet can rest at: `.medium`, `.large`, a fraction of the screen or a
/// height in points.
///
/// A sheet given detents with `presentationDetents(_:)` rises from the bottom of the
/// window to the height of its detent (the smallest, until the user or its `selection`
/// picks another), over the app's content, which is dimmed above it. In the terminal a
/// click on the sheet's top edge moves it to the next detent, and a click above it
/// dismisses it; in GTK the sheet's window has the detent's height.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
    case custom(ObjectIdentifier)
  }

  let kind: Kind
  /// For a custom detent, the type that works out its height.
  private var customType: CustomType?

  init(kind: Kind, customType: (any CustomPresentationDetent.Type)? = nil) {
    self.kind = kind
    self.customType = customType.map(CustomType.init)
  }

  /// A custom detent's type. Its `height(in:)` is a static, non-isolated function, so
  /// the type can be used from anywhere.
  private struct CustomType: @unchecked Sendable {
    let type: any CustomPresentationDetent.Type
  }

  /// Whether two detents are the same height rule (custom ones: the same type).
  public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool {
    lhs.kind == rhs.kind
  }

  /// Hashes the detent's height rule.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

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
    PresentationDetent(kind: .custom(ObjectIdentifier(type)), customType: type)
  }

  /// The height this detent gives a sheet in a window `maxHeight` tall (nil: a custom
  /// detent that leaves itself out), at most the whole height and at least one point.
  func height(upTo maxHeight: CGFloat, environment: EnvironmentValues) -> CGFloat? {
    let height: CGFloat? =
      switch kind {
      case .large: maxHeight
      case .medium: (maxHeight / 2).rounded()
      case .fraction(let fraction): maxHeight * fraction
      case .height(let points): points
      case .custom:
        customType?.type.height(in: Context(maxDetentValue: maxHeight, environment: environment))
      }
    return height.map { min(max($0, 1), maxHeight) }
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
