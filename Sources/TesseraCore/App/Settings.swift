/// The app's settings window, opened with `openSettings()`.
public struct Settings<Content: View>: Scene, PrimitiveScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  private let content: Content

  /// A settings window showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  package var windows: [SceneWindow] {
    let content = content
    return [
      SceneWindow(
        id: nil, title: "Settings", role: .settings, isUnique: true, valueType: nil,
        makeContent: { _ in AnyView(content) })
    ]
  }
}
