/// How a `Label` shows its title and icon. Set it with `.labelStyle(_:)`.
public protocol LabelStyle: Sendable {
  /// What the style shows, for `Label`.
  var kind: LabelStyleKind { get }
}

/// What a label shows.
public enum LabelStyleKind: String, Sendable, Equatable {
  /// The backend's default (title and icon).
  case automatic
  /// The icon only; the title becomes the accessibility label.
  case iconOnly
  /// The title only.
  case titleOnly
  /// Both.
  case titleAndIcon
}

/// The default label style.
public struct DefaultLabelStyle: LabelStyle {
  /// What the style shows.
  public var kind: LabelStyleKind { .automatic }
  /// Creates the style.
  public init() {}
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// What the style shows.
  public var kind: LabelStyleKind { .iconOnly }
  /// Creates the style.
  public init() {}
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// What the style shows.
  public var kind: LabelStyleKind { .titleOnly }
  /// Creates the style.
  public init() {}
}

/// Title and icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// What the style shows.
  public var kind: LabelStyleKind { .titleAndIcon }
  /// Creates the style.
  public init() {}
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Title and icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.automatic }

extension EnvironmentValues {
  /// How labels in this view show their title and icon.
  package var labelStyle: LabelStyleKind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how labels in this view show their title and icon.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentValue(\.labelStyle, style.kind, name: "labelStyle")
  }
}
