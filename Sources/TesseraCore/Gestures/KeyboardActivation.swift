import Foundation

/// How the keyboard (Enter, `TestHost.tap`) performs a gesture, for gestures a key can
/// stand for: taps and long presses. A drag has no key.
package enum KeyboardActivation: Sendable, Equatable {
  /// `count` taps.
  case tap(count: Int)
  /// A press held for `seconds` (infinite: a press that never ends by itself, which a
  /// key can only start and let go).
  case longPress(seconds: Double)
}

extension Gesture {
  /// How a key performs this gesture, if it can: its own way for a built-in gesture,
  /// else its body's.
  package var keyboardActivation: KeyboardActivation? {
    if let primitive = self as? any KeyboardActivatable { return primitive.activation }
    if self is any PrimitiveGesture { return nil }
    return body.keyboardActivation
  }
}

/// A gesture a key can perform.
@MainActor
package protocol KeyboardActivatable {
  /// How a key performs it.
  var activation: KeyboardActivation? { get }
}

extension TapGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { .tap(count: count) }
}

extension SpatialTapGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { .tap(count: count) }
}

extension LongPressGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? {
    .longPress(seconds: minimumDuration)
  }
}

extension LongPressWithPressing: KeyboardActivatable {
  var activation: KeyboardActivation? { press.activation }
}

extension _EndedGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { content.keyboardActivation }
}

extension _ChangedGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { content.keyboardActivation }
}

extension _MapGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { content.keyboardActivation }
}

extension GestureStateGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { base.keyboardActivation }
}

extension SimultaneousGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? {
    first.keyboardActivation ?? second.keyboardActivation
  }
}

extension ExclusiveGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? {
    first.keyboardActivation ?? second.keyboardActivation
  }
}

extension SequenceGesture: KeyboardActivatable {
  package var activation: KeyboardActivation? { first.keyboardActivation }
}

extension GestureModifier: ActionControl {
  package var buttonRole: ButtonRole? { nil }

  /// A view with a gesture keeps its own look.
  package func appearance(in environment: EnvironmentValues) -> ButtonAppearance { .plain }

  /// A tap or a long press is a control (unless its mask leaves it out); a drag alone is
  /// not.
  package func acts(in environment: EnvironmentValues) -> Bool {
    mask.contains(.gesture) && gesture.keyboardActivation != nil
  }

  package func activate(in environment: EnvironmentValues) {}

  /// A double-tap gesture runs on the second click.
  package var tapCount: Int {
    if case .tap(let count) = gesture.keyboardActivation { return max(count, 1) }
    return 1
  }

  /// Performs the gesture in the middle of the view, as taps (or a held press) there.
  package func activate(node: ViewNode) {
    guard let activation = gesture.keyboardActivation else { return }
    let recognizer = makeRecognizer()
    recognizer.convert(with: GestureSession.conversion(for: node))
    let center = CGPoint(x: node.frame.midX, y: node.frame.midY)
    let start = ContinuousClock.now
    switch activation {
    case .tap(let count):
      for _ in 0..<max(count, 1) {
        recognizer.receive(PointerEvent(.down, at: center, time: start))
        recognizer.receive(PointerEvent(.up, at: center, time: start))
      }
    case .longPress(let seconds):
      let held: Duration =
        seconds.isFinite ? .milliseconds(Int((seconds * 1_000).rounded())) : .zero
      recognizer.receive(PointerEvent(.down, at: center, time: start))
      recognizer.receive(PointerEvent(.up, at: center, time: start + held))
    }
    // A gesture still waiting (a tap of a double tap that never comes) is over.
    if !recognizer.isFinished { recognizer.cancel() }
  }
}
