import Dispatch
import Foundation

/// A gesture that ends when the pointer stays pressed on the view for `minimumDuration`
/// without moving more than `maximumDistance`.
///
/// It reports `true` while the press lasts (`updating` and `onChanged` see it when the
/// press begins) and ends with `true`. In the terminal, Enter on the focused view is a
/// completed long press.
public struct LongPressGesture: PrimitiveGesture {
  /// `true` while pressed and when recognized.
  public typealias Value = Bool

  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the pointer may move before the press fails, in points.
  public var maximumDistance: CGFloat

  /// A long press of at least `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  package func makeRecognizer() -> GestureRecognizer<Bool> {
    LongPressRecognizer(seconds: minimumDuration, maximumDistance: maximumDistance)
  }
}

/// Recognizes a long press from the times of the pointer's events, and from a timer so
/// that a press held still ends without another event.
@MainActor
final class LongPressRecognizer: GestureRecognizer<Bool> {
  /// How long the press must last; nil for a press that never ends by itself
  /// (`minimumDuration: .infinity`, which apps use to follow a press).
  private let duration: Duration?
  private let maximumDistance: CGFloat
  private var start: (location: CGPoint, time: ContinuousClock.Instant)?

  init(seconds: Double, maximumDistance: CGFloat) {
    self.duration =
      seconds.isFinite ? .milliseconds(Int((max(seconds, 0) * 1_000).rounded())) : nil
    self.maximumDistance = maximumDistance
  }

  /// Whether a press that began at `start` has lasted long enough at `time`.
  private func hasLasted(since start: ContinuousClock.Instant, at time: ContinuousClock.Instant)
    -> Bool
  {
    guard let duration else { return false }
    return time - start >= duration
  }

  override func receive(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      start = (event.location, event.time)
      emit(.changed(true))
      guard let duration else { return }
      // A press of no minimum length is recognized as it comes down (a drag sequenced
      // after it starts at once).
      if duration <= .zero { return emit(.ended(true)) }
      DispatchQueue.main.asyncAfter(deadline: .now() + duration.inSeconds) { [weak self] in
        MainActor.assumeIsolated { self?.holdElapsed() }
      }
    case .moved:
      guard let start else { return }
      // A press that had lasted long enough by this move was recognized before it.
      if hasLasted(since: start.time, at: event.time) { return emit(.ended(true)) }
      if distance(start.location, event.location) > maximumDistance { emit(.failed) }
    case .up:
      guard let start else { return emit(.failed) }
      emit(hasLasted(since: start.time, at: event.time) ? .ended(true) : .failed)
    case .cancelled:
      emit(.failed)
    }
  }

  /// The press lasted long enough while the pointer stayed down.
  private func holdElapsed() {
    guard start != nil else { return }
    emit(.ended(true))
  }
}
