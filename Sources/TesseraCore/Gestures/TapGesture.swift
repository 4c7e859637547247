import Dispatch
import Foundation

/// A gesture that ends when the view is tapped (clicked) `count` times in quick
/// succession.
///
/// In the terminal a view with a tap gesture also takes the focus with Tab, and Enter
/// taps it, so it can be reached from the keyboard.
public struct TapGesture: PrimitiveGesture {
  /// A tap reports nothing but that it happened.
  public typealias Value = Void

  /// How many taps end the gesture.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }

  package func makeRecognizer() -> GestureRecognizer<Void> {
    TapRecognizer(count: count).map { _ in () }
  }
}

/// A tap gesture that reports where the last tap landed.
public struct SpatialTapGesture: PrimitiveGesture {
  /// What a spatial tap reports.
  public struct Value: Equatable, Sendable {
    /// Where the tap landed, in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// How many taps end the gesture.
  public var count: Int
  /// The coordinate space of the reported location.
  public var coordinateSpace: CoordinateSpace

  /// A gesture of `count` taps whose location is in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    let recognizer = TapRecognizer(count: count)
    let space = coordinateSpace
    return recognizer.map { [unowned recognizer] location in
      Value(location: recognizer.convert(location, space))
    }
  }
}

/// Counts taps: presses released near where they went down, each within half a second of
/// the last. Reports the window location of the last tap when the count is reached.
@MainActor
final class TapRecognizer: GestureRecognizer<CGPoint> {
  /// How far the pointer may move during a tap, in points (a cell is 8 × 16).
  static let slop: CGFloat = 10
  /// The longest pause between the taps of one gesture.
  static let interval: Duration = .milliseconds(500)

  private let count: Int
  private var taps = 0
  private var downLocation: CGPoint?
  private var lastUp: ContinuousClock.Instant?
  /// Where the first tap went down.
  private var firstTap: CGPoint?

  init(count: Int) {
    self.count = max(count, 1)
  }

  override func receive(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      if let lastUp, event.time - lastUp > Self.interval { return emit(.failed) }
      // The taps of one gesture land together.
      if let firstTap, distance(firstTap, event.location) > Self.slop * 2 {
        return emit(.failed)
      }
      firstTap = firstTap ?? event.location
      downLocation = event.location
    case .moved:
      guard let downLocation else { return }
      if distance(downLocation, event.location) > Self.slop { emit(.failed) }
    case .up:
      guard let downLocation, distance(downLocation, event.location) <= Self.slop else {
        return emit(.failed)
      }
      self.downLocation = nil
      taps += 1
      lastUp = event.time
      if taps >= count { return emit(.ended(event.location)) }
      // Waits for the next tap, which must come soon.
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { [weak self] in
        MainActor.assumeIsolated {
          guard let self, !self.isFinished, self.downLocation == nil,
            self.lastUp == event.time
          else { return }
          self.emit(.failed)
        }
      }
    case .cancelled:
      emit(.failed)
    }
  }
}

/// The distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
