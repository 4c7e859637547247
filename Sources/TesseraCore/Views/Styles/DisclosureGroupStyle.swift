/// A look for every `DisclosureGroup` below it, written as a view built from the group's
/// label, its content and whether it is expanded.
///
/// ```swift
/// struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       Button {
///         configuration.isExpanded.toggle()
///       } label: {
///         HStack { configuration.label; Image(systemName: configuration.isExpanded ? "minus" : "plus") }
///       }
///       if configuration.isExpanded { configuration.content }
///     }
///   }
/// }
/// ```
/// Set it with `.disclosureGroupStyle(_:)`; `.automatic` is Tessera's label with a
/// chevron.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a disclosure group.
  typealias Configuration = DisclosureGroupStyleConfiguration

  /// The disclosure group, drawn and made to act: set `configuration.isExpanded` to
  /// expand or collapse it.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` is given: the group's label and content, and whether it
/// is expanded.
public struct DisclosureGroupStyleConfiguration {
  /// The label of a disclosure group, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The group's own label.
    public var body: some View { content }
  }

  /// The content of a disclosure group, as a view a style puts in its body.
  public struct Content: View {
    let content: AnyView
    /// The group's own content.
    public var body: some View { content }
  }

  /// The group's label.
  public let label: Label
  /// The group's content, to show while it is expanded.
  public let content: Content
  /// Whether the group is expanded; setting it expands or collapses the group.
  @Binding public var isExpanded: Bool
}

/// Tessera's disclosure group: the label with a chevron at the trailing edge.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// Creates the style.
  public init() {}
  /// The group as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(isExpanded: configuration.$isExpanded) {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// Tessera's look.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension EnvironmentValues {
  /// The disclosure group style written as a view in effect, or nil for Tessera's own.
  package var customDisclosureGroupStyle: StyleBody<DisclosureGroupStyleConfiguration>? {
    get { self[CustomStyleKey<DisclosureGroupStyleConfiguration>.self] }
    set { self[CustomStyleKey<DisclosureGroupStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every disclosure group below this view with `style`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environmentValue(
      \.customDisclosureGroupStyle, StyleBody { style.makeBody(configuration: $0) },
      name: "disclosureGroupStyle")
  }
}
