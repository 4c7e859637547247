/// A look for every `GroupBox` below it, written as a view built from the box's label
/// and content.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.headline)
///       configuration.content
///     }
///     .padding()
///     .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
///   }
/// }
/// ```
/// Set it with `.groupBoxStyle(_:)`; `.automatic` is Tessera's framed box.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a group box.
  typealias Configuration = GroupBoxStyleConfiguration

  /// The group box, drawn from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` is given: the box's label and its content, as views.
public struct GroupBoxStyleConfiguration {
  /// The label of a group box, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The box's own label.
    public var body: some View { content }
  }

  /// The content of a group box, as a view a style puts in its body.
  public struct Content: View {
    let content: AnyView
    /// The box's own content.
    public var body: some View { content }
  }

  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
}

/// Tessera's group box: a rounded frame around the content, under the label in bold.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates the style.
  public init() {}
  /// The box as Tessera draws it.
  public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// Tessera's framed box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
  /// The group box style written as a view in effect, or nil for Tessera's own.
  package var customGroupBoxStyle: StyleBody<GroupBoxStyleConfiguration>? {
    get { self[CustomStyleKey<GroupBoxStyleConfiguration>.self] }
    set { self[CustomStyleKey<GroupBoxStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every group box below this view with `style`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentValue(
      \.customGroupBoxStyle, StyleBody { style.makeBody(configuration: $0) }, name: "groupBoxStyle")
  }
}
