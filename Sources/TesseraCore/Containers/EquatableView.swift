/// A view whose body is evaluated again only when its content is unequal to the last
/// content (`==`), whatever else changed around it: `.equatable()` makes one.
public struct EquatableView<Content: View & Equatable>: View {
  /// The view compared.
  public var content: Content

  /// Wraps `content`, to be compared with its own `==`.
  public init(content: Content) { self.content = content }

  /// The content.
  public var body: some View { content }
}

extension View where Self: Equatable {
  /// Evaluates this view's body again only when the view is unequal (its `==`) to the
  /// last one, not whenever its parent's body runs.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
