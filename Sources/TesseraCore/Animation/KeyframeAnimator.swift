import Foundation

/// Plays keyframes on a value and shows content made from it: once each time `trigger`
/// changes, or over and over while shown.
///
/// Tessera gives the content each keyframe's value as the keyframe starts, animated
/// linearly over the keyframe, so what is drawn reaches the value as the keyframe ends;
/// a keyframe's own curve is not followed (see docs/Divergences.md).
public struct KeyframeAnimator<Value, Content: View>: View {
  let initialValue: Value
  let trigger: AnimationTrigger?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframeChanges<Value>
  @State private var current: Value?
  /// Whether the trigger's task ran once: that run is the view appearing, not a change.
  @State private var hasAppeared = false

  /// Plays `keyframes` from the current value each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeChanges<Value>
  ) {
    self.initialValue = initialValue
    self.trigger = AnimationTrigger(trigger)
    self.repeating = false
    self.content = content
    self.keyframes = keyframes
  }

  /// Plays `keyframes` from `initialValue` over and over while `repeating`.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeChanges<Value>
  ) {
    self.initialValue = initialValue
    self.trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
  }

  /// The content made from the value now.
  public var body: some View {
    content(current ?? initialValue)
      .task(id: trigger) { await run() }
  }

  private func run() async {
    if trigger != nil {
      guard hasAppeared else {
        hasAppeared = true
        return
      }
      _ = await play(from: current ?? initialValue)
    } else if repeating {
      while await play(from: initialValue) {}
    }
  }

  /// Plays the keyframes once from `start`; false when cancelled.
  private func play(from start: Value) async -> Bool {
    let timeline = KeyframeTimeline(initialValue: start, keyframes: keyframes(start))
    var elapsed: TimeInterval = 0
    for time in timeline.changeTimes {
      // The view moves toward each keyframe's value over the time until it, drawn by
      // the animator; the value itself is set at once, as state.
      let segment = time - elapsed
      withAnimation(segment > 0 ? .linear(duration: segment) : nil) {
        current = timeline.value(time: time)
      }
      if segment > 0 {
        guard await animationPause(seconds: segment) else { return false }
        elapsed = time
      }
    }
    // A timeline with nothing to wait for still gives way, so a loop of it cannot stall.
    return await animationPause(seconds: 0)
  }
}

extension View {
  /// Plays `keyframes` on a value each time `trigger` changes, showing this view as
  /// `content` modifies it with the value.
  public func keyframeAnimator<Value, Modified: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeChanges<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }

  /// Plays `keyframes` on a value over and over while `repeating`.
  public func keyframeAnimator<Value, Modified: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeChanges<Value>
  ) -> some View {
    let placeholder = PlaceholderContentView(content: self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
      keyframes: keyframes)
  }
}
