import Dispatch
import Foundation

/// The pointer as a gesture sees it: pressed, moved while pressed, released, or taken
/// away (the view left, another gesture won).
package struct PointerEvent: Sendable {
  /// What the pointer did.
  package enum Phase: Sendable, Equatable {
    case down, moved, up, cancelled
  }

  /// What the pointer did.
  package var phase: Phase
  /// Where, in window coordinates.
  package var location: CGPoint
  /// When.
  package var time: ContinuousClock.Instant
  /// For two fingers on a touchpad or screen (or Ctrl and the wheel), how far they
  /// have scaled and turned since they came down; nil for the mouse's pointer.
  package var pinch: Pinch?

  /// An event at `location` (window coordinates), now unless `time` is given.
  package init(
    _ phase: Phase, at location: CGPoint, time: ContinuousClock.Instant = .now,
    pinch: Pinch? = nil
  ) {
    self.phase = phase
    self.location = location
    self.time = time
    self.pinch = pinch
  }
}

/// How two fingers have moved since they came down: the ratio of their distance to what
/// it was, and the angle they turned through (clockwise positive, as SwiftUI's).
package struct Pinch: Sendable, Equatable {
  package var scale: CGFloat
  package var rotation: Angle

  package init(scale: CGFloat = 1, rotation: Angle = .zero) {
    self.scale = scale
    self.rotation = rotation
  }
}

/// What a recognizer reports.
package enum GestureOutcome<Value> {
  /// The gesture is under way, with its value so far.
  case changed(Value)
  /// The gesture is recognized, with its final value.
  case ended(Value)
  /// The gesture will not be recognized (or was cancelled after it began).
  case failed
}

/// Turns pointer events into a gesture's values. A recognizer lives from the pointer
/// going down on its view until it ends or fails; composed gestures are recognizers of
/// recognizers.
@MainActor
package class GestureRecognizer<Value> {
  /// Where the recognizer reports, set by whoever consumes it.
  package final var report: (GestureOutcome<Value>) -> Void = { _ in }
  /// Converts window coordinates to the coordinate space a gesture asks for.
  package final var convert: (CGPoint, CoordinateSpace) -> CGPoint = { point, _ in point }
  /// Whether it ended or failed: it takes no more events.
  package private(set) final var isFinished = false
  /// Whether it reported a change or its end: it has begun.
  package private(set) final var hasBegun = false

  // Internal: a `package` initializer of this generic class makes Swift 6.3 warn of an
  // infinite recursion in every subclass (a compiler bug); subclasses live here.
  init() {}

  /// Takes one pointer event.
  package func receive(_ event: PointerEvent) {}

  /// Tells the consumer, and remembers that it began or finished.
  final func emit(_ outcome: GestureOutcome<Value>) {
    guard !isFinished else { return }
    switch outcome {
    case .changed: hasBegun = true
    case .ended, .failed:
      if case .ended = outcome { hasBegun = true }
      isFinished = true
    }
    report(outcome)
  }

  /// Cancels it (another gesture won, the view went away).
  package func cancel() { emit(.failed) }

  /// Passes the conversion on to a recognizer this one is made of.
  final func adopt<Inner>(_ inner: GestureRecognizer<Inner>) {
    inner.convert = { [weak self] point, space in self?.convert(point, space) ?? point }
  }

  /// A recognizer reporting `transform` of this one's values.
  package final func map<New>(_ transform: @escaping (Value) -> New) -> GestureRecognizer<New> {
    let mapped = RelayRecognizer<Value, New>(self) { outcome, relay in
      switch outcome {
      case .changed(let value): relay.emit(.changed(transform(value)))
      case .ended(let value): relay.emit(.ended(transform(value)))
      case .failed: relay.emit(.failed)
      }
    }
    return mapped
  }
}

/// A recognizer that passes events to one inner recognizer and reports what its `relay`
/// makes of the inner one's outcomes: how `onChanged`, `onEnded`, `updating` and `map`
/// are built.
@MainActor
package final class RelayRecognizer<Inner, Value>: GestureRecognizer<Value> {
  private let inner: GestureRecognizer<Inner>

  /// Relays `inner`; `relay` gets each of its outcomes and this recognizer to emit on.
  package init(
    _ inner: GestureRecognizer<Inner>,
    relay: @escaping (GestureOutcome<Inner>, RelayRecognizer<Inner, Value>) -> Void
  ) {
    self.inner = inner
    super.init()
    adopt(inner)
    inner.report = { [unowned self] outcome in relay(outcome, self) }
  }

  override package func receive(_ event: PointerEvent) { inner.receive(event) }

  override package func cancel() {
    inner.cancel()
    super.cancel()
  }
}
