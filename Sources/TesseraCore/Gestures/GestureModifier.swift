import Foundation

/// How a view's gesture stands against the gestures of the views inside it.
package enum GesturePriority: Sendable {
  /// The innermost view's gesture wins.
  case normal
  /// Recognized together with whichever gesture wins.
  case simultaneous
  /// Wins over the gestures of the views inside.
  case high
}

/// A gesture attached to a view. Hosts find it under the pointer and feed it pointer
/// events (see ``GestureSession``); a tap or long press also makes the view a control
/// that Enter (and `TestHost.tap`) acts on, so it can be reached from the keyboard.
package struct GestureModifier<G: Gesture>: PrimitiveModifier, AttachedGesture,
  InspectableElement
{
  package typealias Body = Never
  let gesture: G
  package let priority: GesturePriority
  package let mask: GestureMask

  package func makeRecognizer() -> AnyGestureRecognizer {
    AnyGestureRecognizer(gesture.makeRecognizer())
  }

  package var inspectionDescription: String {
    switch priority {
    case .normal: "gesture"
    case .simultaneous: "simultaneousGesture"
    case .high: "highPriorityGesture"
    }
  }
}

/// A gesture attached to a view, whatever its type.
@MainActor
package protocol AttachedGesture {
  /// How it stands against the gestures inside the view.
  var priority: GesturePriority { get }
  /// Which of it and the gestures inside may be recognized.
  var mask: GestureMask { get }
  /// A new recognizer of it.
  func makeRecognizer() -> AnyGestureRecognizer
}

/// A recognizer of any gesture, as a host drives it.
@MainActor
package final class AnyGestureRecognizer {
  private let receiveEvent: (PointerEvent) -> Void
  private let cancelGesture: () -> Void
  private let finished: () -> Bool
  private let setConvert: (@escaping (CGPoint, CoordinateSpace) -> CGPoint) -> Void

  /// Wraps `recognizer`, whose outcomes are acted on by the gesture's own modifiers.
  package init<Value>(_ recognizer: GestureRecognizer<Value>) {
    receiveEvent = recognizer.receive
    cancelGesture = recognizer.cancel
    finished = { recognizer.isFinished }
    setConvert = { recognizer.convert = $0 }
  }

  /// Takes one pointer event.
  package func receive(_ event: PointerEvent) { receiveEvent(event) }
  /// Cancels the gesture.
  package func cancel() { cancelGesture() }
  /// Whether the gesture ended or failed.
  package var isFinished: Bool { finished() }
  /// Sets how window coordinates become the coordinates the gesture reports in.
  package func convert(with conversion: @escaping (CGPoint, CoordinateSpace) -> CGPoint) {
    setConvert(conversion)
  }
}

extension View {
  /// Attaches `gesture`: it is recognized unless a view inside this one recognizes a
  /// gesture of its own first.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture` so that it is recognized together with the gestures of the views
  /// inside this one (a button inside still acts).
  public func simultaneousGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Attaches `gesture` so that it wins over the gestures of the views inside this one.
  public func highPriorityGesture<G: Gesture>(
    _ gesture: G, including mask: GestureMask = .all
  ) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Runs `action` when the view is pressed for `minimumDuration` seconds;
  /// `onPressingChanged` learns when the press starts and stops.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    let press = LongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return gesture(LongPressWithPressing(press: press, action: action, pressing: onPressingChanged))
  }
}

/// A long press that tells when it is pressed and runs an action when recognized: what
/// `onLongPressGesture` attaches.
struct LongPressWithPressing: PrimitiveGesture {
  typealias Value = Bool
  let press: LongPressGesture
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  func makeRecognizer() -> GestureRecognizer<Bool> {
    let action = action
    let pressing = pressing
    var isPressing = false
    return RelayRecognizer(press.makeRecognizer()) { outcome, relay in
      switch outcome {
      case .changed:
        if !isPressing {
          isPressing = true
          pressing?(true)
        }
      case .ended:
        if isPressing { pressing?(false) }
        isPressing = false
        action()
      case .failed:
        if isPressing { pressing?(false) }
        isPressing = false
      }
      relay.emit(outcome)
    }
  }
}
