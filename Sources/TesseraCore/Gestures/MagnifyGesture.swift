import Foundation

/// A pinch that scales: reported as the ratio of the fingers' distance to where it began.
///
/// In a GTK window it follows a pinch on a touchpad or touch screen, and Ctrl with the
/// mouse wheel (each notch a pinch of its own, by 1.1 or its inverse). A terminal's mouse
/// cannot pinch: there it is accepted and never recognized.
public struct MagnifyGesture: PrimitiveGesture {
  /// Where a pinch is.
  public struct Value: Equatable, Sendable {
    /// The scale since the pinch began.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch began, in unit coordinates of the view.
    public var startAnchor: UnitPoint
    /// Where the pinch began, in the view's coordinates.
    public var startLocation: CGPoint
    /// When this value was taken.
    public var time: Date
  }

  /// How far the fingers must move before the pinch begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after a scale change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    PinchRecognizer(
      hasBegun: { abs($0.scale - 1) >= minimumScaleDelta },
      value: { pinch, start, rate in
        Value(
          magnification: pinch.scale, velocity: rate.scale, startAnchor: .center,
          startLocation: start, time: Date())
      })
  }
}

/// A two-finger rotation, reported as the angle turned since it began.
///
/// In a GTK window it follows two fingers turning on a touch screen; a mouse cannot
/// rotate, so in the terminal it is accepted and never recognized.
public struct RotateGesture: PrimitiveGesture {
  /// Where a rotation is.
  public struct Value: Equatable, Sendable {
    /// The angle turned since the rotation began.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// Where the rotation began, in unit coordinates of the view.
    public var startAnchor: UnitPoint
    /// Where the rotation began, in the view's coordinates.
    public var startLocation: CGPoint
    /// When this value was taken.
    public var time: Date
  }

  /// How far the fingers must turn before the rotation begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    PinchRecognizer(
      hasBegun: { abs($0.rotation.degrees) >= minimumAngleDelta.degrees },
      value: { pinch, start, rate in
        Value(
          rotation: pinch.rotation, velocity: rate.rotation, startAnchor: .center,
          startLocation: start, time: Date())
      })
  }
}

/// The earlier spelling of ``MagnifyGesture``, reporting the scale alone.
public struct MagnificationGesture: PrimitiveGesture {
  /// The scale since the pinch began.
  public typealias Value = CGFloat

  /// How far the fingers must move before the pinch begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after a scale change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  package func makeRecognizer() -> GestureRecognizer<CGFloat> {
    PinchRecognizer(
      hasBegun: { abs($0.scale - 1) >= minimumScaleDelta }, value: { pinch, _, _ in pinch.scale })
  }
}

/// The earlier spelling of ``RotateGesture``, reporting the angle alone.
public struct RotationGesture: PrimitiveGesture {
  /// The angle turned since the rotation began.
  public typealias Value = Angle

  /// How far the fingers must turn before the rotation begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  package func makeRecognizer() -> GestureRecognizer<Angle> {
    PinchRecognizer(
      hasBegun: { abs($0.rotation.degrees) >= minimumAngleDelta.degrees },
      value: { pinch, _, _ in pinch.rotation })
  }
}

/// Follows two fingers (``PointerEvent/pinch``): once `hasBegun` holds for how far they
/// went, each move reports a value, and lifting them ends the gesture with the last one.
/// The mouse's pointer alone never makes it begin: it fails when the press ends.
@MainActor
final class PinchRecognizer<Value>: GestureRecognizer<Value> {
  private let hasBegunMoving: (Pinch) -> Bool
  /// The value for the fingers' pinch so far, where they came down (in local
  /// coordinates), and how fast the scale and angle change per second.
  private let value: (Pinch, CGPoint, Pinch) -> Value
  private var start: CGPoint?
  private var last: (pinch: Pinch, time: ContinuousClock.Instant)?
  private var rate = Pinch(scale: 0)

  init(hasBegun: @escaping (Pinch) -> Bool, value: @escaping (Pinch, CGPoint, Pinch) -> Value) {
    self.hasBegunMoving = hasBegun
    self.value = value
  }

  override func receive(_ event: PointerEvent) {
    guard let pinch = event.pinch else {
      if event.phase == .up || event.phase == .cancelled { emit(.failed) }
      return
    }
    switch event.phase {
    case .down:
      start = convert(event.location, .local)
      last = (pinch, event.time)
    case .moved:
      if let last {
        let seconds = Double((event.time - last.time) / .milliseconds(1)) / 1_000
        if seconds > 0 {
          rate = Pinch(
            scale: (pinch.scale - last.pinch.scale) / seconds,
            rotation: .degrees((pinch.rotation.degrees - last.pinch.rotation.degrees) / seconds))
        }
      }
      last = (pinch, event.time)
      guard hasBegun || hasBegunMoving(pinch) else { return }
      emit(.changed(value(pinch, start ?? .zero, rate)))
    case .up:
      let final = last?.pinch ?? pinch
      emit(hasBegun || hasBegunMoving(final) ? .ended(value(final, start ?? .zero, rate)) : .failed)
    case .cancelled:
      emit(.failed)
    }
  }
}
