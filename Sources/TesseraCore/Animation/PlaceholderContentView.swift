/// The view an animator modifier (`phaseAnimator`, `keyframeAnimator`) was applied to,
/// as its content closure is given it to modify.
public struct PlaceholderContentView<Value: View>: View {
  let content: Value

  /// The modified view.
  public var body: some View { content }
}

extension View {
  /// Steps this view through `phases` for as long as it is shown, each phase modifying it
  /// as `content` says, for the duration of its animation.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Steps this view through `phases` once, back to the first, each time `trigger`
  /// changes.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
