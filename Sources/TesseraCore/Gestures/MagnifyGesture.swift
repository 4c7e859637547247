import Foundation

/// A pinch that scales: reported as the ratio of the fingers' distance to where it began.
///
/// A mouse cannot pinch: in the terminal and in a GTK window it is accepted and never
/// recognized.
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

  package func makeRecognizer() -> GestureRecognizer<Value> { UnrecognizedGesture() }
}

/// A two-finger rotation, reported as the angle turned since it began.
///
/// A mouse cannot rotate: accepted and never recognized, as ``MagnifyGesture`` is.
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

  package func makeRecognizer() -> GestureRecognizer<Value> { UnrecognizedGesture() }
}

/// The earlier spelling of ``MagnifyGesture``, reporting the scale alone.
public struct MagnificationGesture: PrimitiveGesture {
  /// The scale since the pinch began.
  public typealias Value = CGFloat

  /// How far the fingers must move before the pinch begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins after a scale change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  package func makeRecognizer() -> GestureRecognizer<CGFloat> { UnrecognizedGesture() }
}

/// The earlier spelling of ``RotateGesture``, reporting the angle alone.
public struct RotationGesture: PrimitiveGesture {
  /// The angle turned since the rotation began.
  public typealias Value = Angle

  /// How far the fingers must turn before the rotation begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  package func makeRecognizer() -> GestureRecognizer<Angle> { UnrecognizedGesture() }
}

/// A gesture the pointer cannot make: it fails when the press ends.
@MainActor
final class UnrecognizedGesture<Value>: GestureRecognizer<Value> {
  override func receive(_ event: PointerEvent) {
    if event.phase == .up || event.phase == .cancelled { emit(.failed) }
  }
}
