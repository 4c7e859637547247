/// Builds views from the statements of a closure: several views become a `TupleView`,
/// `if` and `switch` become conditional content, a missing `else` becomes an optional.
@resultBuilder
public enum ViewBuilder {
  /// An empty closure builds an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view is passed through unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views become one `TupleView`.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView(repeat each content)
  }

  /// Each statement must be a view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else` builds an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content under `if #available` is type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
