/// A scene of one unique window: opening it again brings it forward.
/// `Window("Activity", id: "activity") { ActivityView() }`.
public struct Window<Content: View>: Scene, PrimitiveScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  private let id: String
  private let title: String
  private let content: Content

  /// A window titled `title`, opened with `openWindow(id: id)`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.id = id
    self.title = String(title)
    self.content = content()
  }

  /// A window titled by a localized key, opened with `openWindow(id: id)`.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.id = id
    title = titleKey.resolved()
    self.content = content()
  }

  package var windows: [SceneWindow] {
    let content = content
    return [
      SceneWindow(
        id: id, title: title, role: .content, isUnique: true, valueType: nil,
        makeContent: { _ in AnyView(content) })
    ]
  }
}
