extension Gesture {
  /// This gesture, or `other` when this one fails: a double tap, else a single tap.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// One of two gestures, the first preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// Which gesture was recognized.
  public enum Value {
    /// The first gesture.
    case first(First.Value)
    /// The second gesture, once the first failed.
    case second(Second.Value)
  }

  /// The preferred gesture.
  public var first: First
  /// The gesture recognized when the first fails.
  public var second: Second

  /// `first`, or `second` when `first` fails.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    ExclusiveRecognizer<First, Second>(first.makeRecognizer(), second.makeRecognizer())
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture gets the pointer's events as they come; the second gets them only
/// once the first has failed, all at once from the press on, so that nothing of the
/// second (its `onEnded`) runs while the first may still win: a single tap runs only once
/// a double tap cannot.
@MainActor
final class ExclusiveRecognizer<A: Gesture, B: Gesture>: GestureRecognizer<
  ExclusiveGesture<A, B>.Value
>
{
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  /// The events the second has not had yet, while the first is undecided.
  private var pending: [PointerEvent] = []
  private var firstFailed = false

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    adopt(first)
    adopt(second)
    first.report = { [unowned self] outcome in
      switch outcome {
      case .changed(let v): emit(.changed(.first(v)))
      case .ended(let v): emit(.ended(.first(v)))
      case .failed:
        firstFailed = true
        let events = pending
        pending = []
        for event in events where !second.isFinished { second.receive(event) }
      }
    }
    second.report = { [unowned self] outcome in
      switch outcome {
      case .changed(let v): emit(.changed(.second(v)))
      case .ended(let v): emit(.ended(.second(v)))
      case .failed: emit(.failed)
      }
    }
  }

  override func receive(_ event: PointerEvent) {
    if firstFailed {
      if !second.isFinished { second.receive(event) }
      return
    }
    pending.append(event)
    first.receive(event)
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}
