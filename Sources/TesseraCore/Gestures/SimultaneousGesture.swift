extension Gesture {
  /// This gesture and `other` at once: each is recognized on its own, and the value holds
  /// what each has reported.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }
}

/// Two gestures recognized at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// What each gesture has reported; nil for one that has not begun (or failed).
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// `first` and `second` at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func makeRecognizer() -> GestureRecognizer<Value> {
    SimultaneousRecognizer(first.makeRecognizer(), second.makeRecognizer())
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

/// Feeds both recognizers; changes while either goes on, ends when both are done and one
/// of them was recognized.
@MainActor
final class SimultaneousRecognizer<A, B>: GestureRecognizer<SimultaneousGesture<A, B>.Value>
where A: Gesture, B: Gesture {
  private let first: GestureRecognizer<A.Value>
  private let second: GestureRecognizer<B.Value>
  private var value = SimultaneousGesture<A, B>.Value()
  private var recognized = false

  init(_ first: GestureRecognizer<A.Value>, _ second: GestureRecognizer<B.Value>) {
    self.first = first
    self.second = second
    super.init()
    adopt(first)
    adopt(second)
    first.report = { [unowned self] outcome in
      switch outcome {
      case .changed(let v): value.first = v
      case .ended(let v):
        value.first = v
        recognized = true
      case .failed: value.first = nil
      }
      update()
    }
    second.report = { [unowned self] outcome in
      switch outcome {
      case .changed(let v): value.second = v
      case .ended(let v):
        value.second = v
        recognized = true
      case .failed: value.second = nil
      }
      update()
    }
  }

  private func update() {
    if first.isFinished, second.isFinished {
      emit(recognized ? .ended(value) : .failed)
    } else if value.first != nil || value.second != nil {
      emit(.changed(value))
    }
  }

  override func receive(_ event: PointerEvent) {
    if !first.isFinished { first.receive(event) }
    if !second.isFinished { second.receive(event) }
  }

  override func cancel() {
    first.cancel()
    second.cancel()
    super.cancel()
  }
}
