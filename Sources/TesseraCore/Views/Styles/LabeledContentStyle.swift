/// A look for every `LabeledContent` below it, written as a view built from its label and
/// content:
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.caption)
///       configuration.content
///     }
///   }
/// }
/// ```
/// Set it with `.labeledContentStyle(_:)`; `.automatic` is the label and value in a row.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw labelled content.
  typealias Configuration = LabeledContentStyleConfiguration

  /// The labelled content, drawn from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` is given: the label and the content, as views.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The label as given.
    public var body: some View { content }
  }

  /// The content, as a view a style puts in its body.
  public struct Content: View {
    let content: AnyView
    /// The content as given.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The label at the leading edge and the content at the trailing edge.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// Creates the style.
  public init() {}
  /// The row as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The label and the content in a row.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
  /// The labelled-content style written as a view in effect, or nil for Tessera's own.
  var customLabeledContentStyle: StyleBody<LabeledContentStyleConfiguration>? {
    get { self[CustomStyleKey<LabeledContentStyleConfiguration>.self] }
    set { self[CustomStyleKey<LabeledContentStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every `LabeledContent` below this view with `style`.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environmentValue(
      \.customLabeledContentStyle, StyleBody { style.makeBody(configuration: $0) },
      name: "labeledContentStyle")
  }
}
