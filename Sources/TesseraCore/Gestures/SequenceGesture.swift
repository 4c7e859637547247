import Foundation

extension Gesture {
  /// This gesture, then `other` once this one is recognized: a long press, then a drag.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// One gesture after another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is under way (or just recognized).
    case first(First.Value)
    /// The first gesture was recognized; the second has its value, nil until it begins.
    case second(First.Value, Second.Value?)
  }

  /// The first gesture.
  public var first: First
  /// The gesture after it.
  public var second: Second

  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    SequenceRecognizer<First, Second>(first.makeRecognizer(), second.makeRecognizer())
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Feeds the first recognizer until it is recognized, then the second; the second gets
/// the event that ended the first (a drag after a long press starts where the press is).
@MainActor
final class SequenceRecognizer<A: Gesture, B: Gesture>: GestureRecognizer<
  SequenceGesture<A, B>.Value
>
{
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  private var firstValue: A.Value?
  private var lastLocation: CGPoint?

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    adopt(first)
    adopt(second)
    first.report = { [unowned self] outcome in
      switch outcome {
      case .changed(let v): emit(.changed(.first(v)))
      case .ended(let v):
        firstValue = v
        emit(.changed(.second(v, nil)))
        // The pointer is down where the first ended: that is where the second starts.
        if let lastLocation { second.receive(PointerEvent(.down, at: lastLocation)) }
      case .failed: emit(.failed)
      }
    }
    second.report = { [unowned self] outcome in
      guard let firstValue else { return }
      switch outcome {
      case .changed(let v): emit(.changed(.second(firstValue, v)))
      case .ended(let v): emit(.ended(.second(firstValue, v)))
      case .failed: emit(.failed)
      }
    }
  }

  override func receive(_ event: PointerEvent) {
    lastLocation = event.location
    if firstValue == nil {
      first.receive(event)
    } else {
      second.receive(event)
    }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}
