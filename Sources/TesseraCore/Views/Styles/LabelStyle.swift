/// How every `Label` below it shows its title and icon. Set it with `.labelStyle(_:)`.
///
/// The built-in `.automatic`, `.titleAndIcon`, `.iconOnly` and `.titleOnly` are drawn by
/// Tessera; a style of the app's own is written as a view:
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a label.
  typealias Configuration = LabelStyleConfiguration

  /// The label, drawn from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// The title of a label, as a view a style puts in its body.
  public struct Title: View {
    let content: AnyView
    /// The label's own title.
    public var body: some View { content }
  }

  /// The icon of a label, as a view a style puts in its body.
  public struct Icon: View {
    let content: AnyView
    /// The label's own icon.
    public var body: some View { content }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// What a built-in label style shows.
package enum LabelStyleKind: String, Sendable, Equatable {
  /// The backend's default (title and icon).
  case automatic
  /// The icon only; the title becomes the accessibility label.
  case iconOnly
  /// The title only.
  case titleOnly
  /// Both.
  case titleAndIcon
}

/// A label style Tessera draws itself.
@MainActor
package protocol BuiltInLabelStyle {
  /// What the style shows.
  var kind: LabelStyleKind { get }
}

/// The default label style.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  package var kind: LabelStyleKind { .automatic }
  /// Creates the style.
  public init() {}
  /// The label as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  package var kind: LabelStyleKind { .iconOnly }
  /// Creates the style.
  public init() {}
  /// The label as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  package var kind: LabelStyleKind { .titleOnly }
  /// Creates the style.
  public init() {}
  /// The label as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Title and icon.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  package var kind: LabelStyleKind { .titleAndIcon }
  /// Creates the style.
  public init() {}
  /// The label as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
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
  /// How labels in this view show their title and icon, when Tessera draws them.
  package var labelStyle: LabelStyleKind {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }

  /// The label style written as a view in effect, or nil for a built-in one.
  package var customLabelStyle: StyleBody<LabelStyleConfiguration>? {
    get { self[CustomStyleKey<LabelStyleConfiguration>.self] }
    set { self[CustomStyleKey<LabelStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Sets how labels in this view show their title and icon.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let builtIn = style as? any BuiltInLabelStyle
    let custom =
      builtIn != nil
      ? nil : StyleBody<LabelStyleConfiguration> { style.makeBody(configuration: $0) }
    return
      environmentValue(\.customLabelStyle, custom, name: "")
      .environmentValue(\.labelStyle, builtIn?.kind ?? .automatic, name: "labelStyle")
  }
}
