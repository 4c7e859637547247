/// A look for every progress view below it, written as a view built from how far the work
/// has come.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///   }
/// }
/// ```
/// Set it with `.progressViewStyle(_:)`. The built-in `.automatic`, `.linear` and
/// `.circular` are drawn by each backend (a bar for known progress, a spinner for
/// unknown).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a progress view.
  typealias Configuration = ProgressViewStyleConfiguration

  /// The progress view, drawn.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` is given: how far the work has come, and the labels.
public struct ProgressViewStyleConfiguration {
  /// The label of a progress view, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The progress view's own label.
    public var body: some View { content }
  }

  /// The fraction done, from 0 to 1, or nil when unknown.
  public let fractionCompleted: Double?
  /// The progress view's label, if it has one.
  public var label: Label?
  /// A label for the current value, shown under the bar, if the progress view has one.
  public var currentValueLabel: Label?
}

/// The default progress look.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// Creates the style.
  public init() {}
  /// The progress view as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A bar that fills as the work goes on.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// The colour it is drawn in, when it was given one.
  package var tint: Color?

  /// Creates the style.
  public init() {}

  /// Creates the style, drawn in `tint` (iOS 14's form; `tint(_:)` is today's).
  public init(tint: Color) { self.tint = tint }
  /// The progress view as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A spinning indicator.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// The colour it is drawn in, when it was given one.
  package var tint: Color?

  /// Creates the style.
  public init() {}

  /// Creates the style, drawn in `tint` (iOS 14's form; `tint(_:)` is today's).
  public init(tint: Color) { self.tint = tint }
  /// The progress view as the backend draws it.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress style the backends draw themselves.
@MainActor
package protocol BuiltInProgressViewStyle {
  /// The colour it is drawn in, when it was given one.
  var tint: Color? { get }
}

extension DefaultProgressViewStyle {
  package var tint: Color? { nil }
}

extension View {
  /// Draws every progress view below this view with `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let custom =
      style is any BuiltInProgressViewStyle
      ? nil : StyleBody<ProgressViewStyleConfiguration> { style.makeBody(configuration: $0) }
    // A style given a tint (iOS 14's `LinearProgressViewStyle(tint:)`) tints the
    // progress views below, and nothing else.
    return environmentValue(\.customProgressViewStyle, custom, name: "progressViewStyle")
      .environmentValue(
        \.progressViewTint, (style as? any BuiltInProgressViewStyle)?.tint,
        name: "progressViewStyle(tint)")
  }
}

/// The tint of `LinearProgressViewStyle(tint:)`, kept apart from `tint` because it colours
/// only the progress views below.
private struct ProgressViewTintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  /// The colour progress views below are drawn in, set by a style given a tint.
  package var progressViewTint: Color? {
    get { self[ProgressViewTintKey.self] }
    set { self[ProgressViewTintKey.self] = newValue }
  }

  /// The progress style written as a view in effect, or nil for the backend's own.
  package var customProgressViewStyle: StyleBody<ProgressViewStyleConfiguration>? {
    get { self[CustomStyleKey<ProgressViewStyleConfiguration>.self] }
    set { self[CustomStyleKey<ProgressViewStyleConfiguration>.self] = newValue }
  }
}
