/// Related controls side by side, drawn as one group of bordered buttons.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The controls in a row, each a bordered button.
  public var body: some View {
    HStack {
      content
    }
    .buttonStyle(.bordered)
  }
}
