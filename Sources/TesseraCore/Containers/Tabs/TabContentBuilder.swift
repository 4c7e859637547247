/// Builds the tabs of a `TabView` with a selection, as `ViewBuilder` builds views, except
/// that a `Tab`'s value takes the type of the selection: `value: .inbox` names a case of
/// the selection's enumeration.
///
/// ```swift
/// TabView(selection: $section) {
///   Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///   Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
/// }
/// ```
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// An empty closure builds an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single tab or view is passed through unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several tabs or views become one `TupleView`.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView(repeat each content)
  }

  /// A tab whose value is of the selection's type.
  public static func buildExpression<Content: View, Label: View>(
    _ tab: Tab<SelectionValue, Content, Label>
  ) -> Tab<SelectionValue, Content, Label> { tab }

  /// Any other view: a tab made with `.tabItem` and `.tag`, or a `ForEach` of them.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(first: first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    ViewBuilder.buildEither(second: second)
  }

  /// Content under `if #available` is type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
