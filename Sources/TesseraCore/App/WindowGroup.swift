/// A scene of windows that all show the same kind of content. A terminal shows one.
public struct WindowGroup<Content: View>: Scene, RootViewScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let content: Content
  /// The windows' title, if any.
  package let title: String?

  /// Windows showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    title = nil
  }

  /// Windows titled `title` showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.title = String(title)
  }

  /// Windows titled by a localized key showing `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
    title = titleKey.resolved()
  }

  package var rootView: AnyView { AnyView(content) }
}
