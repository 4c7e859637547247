import Foundation

/// A gesture that follows the pointer as it moves while pressed: it begins once the
/// pointer has moved `minimumDistance`, changes with every move, and ends on release.
public struct DragGesture: PrimitiveGesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When this value was taken.
    public var time: Date
    /// Where the pointer is, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the pointer went down.
    public var startLocation: CGPoint
    /// How far the pointer has moved since it went down.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast the pointer moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would stop if the pointer were let go now and slowed down.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
    }
    /// The translation at `predictedEndLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// How far the pointer must move before the drag begins, in points.
  public var minimumDistance: CGFloat
  /// The coordinate space of the reported locations.
  public var coordinateSpace: CoordinateSpace

  /// A drag that begins after `minimumDistance` points, reported in `coordinateSpace`.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
  }
}

/// Follows the pointer from the press to the release.
@MainActor
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  private let minimumDistance: CGFloat
  private let space: CoordinateSpace
  private var start: CGPoint?
  private var last: (location: CGPoint, time: ContinuousClock.Instant)?
  private var velocity = CGSize.zero

  init(minimumDistance: CGFloat, space: CoordinateSpace) {
    self.minimumDistance = minimumDistance
    self.space = space
  }

  override func receive(_ event: PointerEvent) {
    switch event.phase {
    case .down:
      start = event.location
      last = (event.location, event.time)
      if minimumDistance <= 0 { emit(.changed(value(at: event.location))) }
    case .moved:
      guard let start else { return }
      track(event)
      if hasBegun || distance(start, event.location) >= minimumDistance {
        emit(.changed(value(at: event.location)))
      }
    case .up:
      // A release where the last move was keeps that move's velocity (a fling).
      if event.location != last?.location { track(event) }
      emit(hasBegun ? .ended(value(at: event.location)) : .failed)
    case .cancelled:
      emit(.failed)
    }
  }

  /// Keeps the velocity of the last move.
  private func track(_ event: PointerEvent) {
    if let last {
      let elapsed = event.time - last.time
      let seconds = elapsed.inSeconds
      if seconds > 0 {
        velocity = CGSize(
          width: (event.location.x - last.location.x) / seconds,
          height: (event.location.y - last.location.y) / seconds)
      }
    }
    last = (event.location, event.time)
  }

  private func value(at location: CGPoint) -> DragGesture.Value {
    DragGesture.Value(
      time: Date(), location: convert(location, space),
      startLocation: convert(start ?? location, space), velocity: velocity)
  }
}
