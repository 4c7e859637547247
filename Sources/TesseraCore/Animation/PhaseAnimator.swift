import Foundation

/// Steps its content through `phases`: over and over while it is shown, or once through
/// every phase (back to the first) each time `trigger` changes. Each phase is shown for the
/// duration of the animation `animation` gives for it.
///
/// Each move to the next phase is made inside `withAnimation` with the phase's animation,
/// so the content is drawn moving from one phase's look to the next.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: AnimationTrigger?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0
  /// Whether the trigger's task ran once: that run is the view appearing, not a change.
  @State private var hasAppeared = false

  /// Cycles through `phases` for as long as the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  /// Runs through `phases` once, back to the first, each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnimationTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// The content in the current phase.
  public var body: some View {
    let phase = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
    if let phase {
      content(phase)
        .task(id: trigger) { await run() }
    }
  }

  /// Shows each phase after the current one for its animation's duration: forever without
  /// a trigger, once round with one (not when the view first appears).
  private func run() async {
    let count = phases.count
    guard count > 1 else { return }
    if trigger != nil {
      guard hasAppeared else {
        hasAppeared = true
        return
      }
      for next in Array(1..<count) + [0] {
        guard await show(next) else { return }
      }
    } else {
      while true {
        guard await show((index + 1) % count) else { return }
      }
    }
  }

  /// Moves to phase `next` and waits as long as its animation lasts; false once cancelled.
  private func show(_ next: Int) async -> Bool {
    let change = animation(phases[next])
    withAnimation(change) { index = next }
    // A phase without an animation, or with one that repeats forever, shows for 0.35 s.
    return await animationPause(seconds: change.flatMap(\.totalDuration) ?? 0.35)
  }
}

/// A trigger value an animator compares, whatever its type.
struct AnimationTrigger: Equatable {
  private let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    self.equals = { ($0 as? T) == value }
  }

  static func == (lhs: AnimationTrigger, rhs: AnimationTrigger) -> Bool {
    lhs.equals(rhs.value)
  }

}
