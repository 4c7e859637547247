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
    LongPressRecognizer(
      duration: .milliseconds(Int((minimumDuration * 1_000).rounded())),
      maximumDistance: maximumDistance)
  }
}

/// Recognizes a long press from the times of the pointer's events, and from a timer so
/// that a press held still ends without another event.
@MainActor
final class LongPressRecognizer: GestureRecognizer<Bool> {
  private let duration: Duration
  private let maximumDistance: CGFloat
  private var start: (location: CGPoint, time: ContinuousClock.Instant)?

  init(duration: Duration, maximumDistance: CGFloat) {
    self.duration = duration
    self.maximumDistance = maximumDistance
  }

  override func receive(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      start = (event.location, event.time)
      emit(.changed(true))
      let seconds =
        Double(duration.components.seconds)
        + Double(duration.components.attoseconds) / 1e18
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
        MainActor.assumeIsolated { self?.holdElapsed() }
      }
    case .moved:
      guard let start else { return }
      if distance(start.location, event.location) > maximumDistance { return emit(.failed) }
      if event.time - start.time >= duration { emit(.ended(true)) }
    case .up:
      guard let start else { return emit(.failed) }
      emit(event.time - start.time >= duration ? .ended(true) : .failed)
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
