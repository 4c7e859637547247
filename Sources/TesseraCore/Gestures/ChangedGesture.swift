extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's value each time it changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// A gesture that runs an action each time its content's value changes.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture where Content.Value: Equatable {
  /// The content's value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void

  package func makeRecognizer() -> GestureRecognizer<Content.Value> {
    let action = action
    var last: Content.Value?
    return RelayRecognizer(content.makeRecognizer()) { outcome, relay in
      if case .changed(let value) = outcome, value != last {
        last = value
        action(value)
      }
      relay.emit(outcome)
    }
  }
}

extension Gesture {
  /// Runs `action` with the gesture's final value when it is recognized.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// A gesture reporting `transform` of this one's values.
  public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: transform)
  }

  /// Updates `state` with the gesture's value while it lasts (`body` gets the value, the
  /// state to change and the transaction); the state goes back to its initial value when
  /// the gesture ends or fails.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that runs an action when its content is recognized.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  /// The content's value.
  public typealias Value = Content.Value
  let content: Content
  let action: (Content.Value) -> Void

  package func makeRecognizer() -> GestureRecognizer<Content.Value> {
    let action = action
    return RelayRecognizer(content.makeRecognizer()) { outcome, relay in
      if case .ended(let value) = outcome { action(value) }
      relay.emit(outcome)
    }
  }
}

/// A gesture reporting a transformation of its content's values.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value

  package func makeRecognizer() -> GestureRecognizer<Value> {
    content.makeRecognizer().map(transform)
  }
}

/// A gesture that keeps a `@GestureState` up to date while it lasts.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  /// The followed gesture's value.
  public typealias Value = Base.Value
  /// The gesture followed.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// How each value changes the state.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  package func makeRecognizer() -> GestureRecognizer<Base.Value> {
    let state = state
    let update = body
    return RelayRecognizer(base.makeRecognizer()) { outcome, relay in
      switch outcome {
      case .changed(let value), .ended(let value):
        var current = state.wrappedValue
        var transaction = currentTransaction
        update(value, &current, &transaction)
        state.set(current)
      case .failed:
        break
      }
      if case .changed = outcome {} else { state.reset() }
      relay.emit(outcome)
    }
  }
}
