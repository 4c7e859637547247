import Foundation

/// One keyframe of a track, as the keyframe types make it: the value to reach and how
/// long after the previous keyframe it is reached.
public struct KeyframeStep<Value> {
  let value: Value
  let duration: TimeInterval
}

/// Reaches its value along a straight line over `duration` seconds.
public struct LinearKeyframe<Value> {
  let step: KeyframeStep<Value>

  /// A keyframe reaching `to` after `duration` seconds, along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    step = KeyframeStep(value: to, duration: duration)
  }
}

/// Reaches its value along a spring.
public struct SpringKeyframe<Value> {
  let step: KeyframeStep<Value>

  /// A keyframe springing to `to`, in `duration` seconds or as long as the spring takes.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    step = KeyframeStep(value: to, duration: duration ?? spring.duration)
  }
}

/// Reaches its value along a cubic curve.
public struct CubicKeyframe<Value> {
  let step: KeyframeStep<Value>

  /// A keyframe reaching `to` after `duration` seconds.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    step = KeyframeStep(value: to, duration: duration)
  }
}

/// Jumps to its value at once.
public struct MoveKeyframe<Value> {
  let step: KeyframeStep<Value>

  /// A keyframe jumping to `to`.
  public init(_ to: Value) { step = KeyframeStep(value: to, duration: 0) }
}

/// Lists the keyframes of a `KeyframeTrack`, in order.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  /// A linear keyframe.
  public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [KeyframeStep<Value>] {
    [keyframe.step]
  }
  /// A spring keyframe.
  public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [KeyframeStep<Value>] {
    [keyframe.step]
  }
  /// A cubic keyframe.
  public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [KeyframeStep<Value>] {
    [keyframe.step]
  }
  /// A jump.
  public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [KeyframeStep<Value>] {
    [keyframe.step]
  }
  /// The keyframes of each statement, in order.
  public static func buildBlock(_ parts: [KeyframeStep<Value>]...) -> [KeyframeStep<Value>] {
    parts.flatMap { $0 }
  }
  /// Keyframes included when a condition holds.
  public static func buildOptional(_ part: [KeyframeStep<Value>]?) -> [KeyframeStep<Value>] {
    part ?? []
  }
  /// The keyframes of the branch taken.
  public static func buildEither(first part: [KeyframeStep<Value>]) -> [KeyframeStep<Value>] {
    part
  }
  /// The keyframes of the branch taken.
  public static func buildEither(second part: [KeyframeStep<Value>]) -> [KeyframeStep<Value>] {
    part
  }
  /// The keyframes of each pass of a `for` loop.
  public static func buildArray(_ parts: [[KeyframeStep<Value>]]) -> [KeyframeStep<Value>] {
    parts.flatMap { $0 }
  }
}

/// The keyframes of one property of an animated value (`KeyframeTrack(\.scale) { … }`),
/// or of the whole value.
public struct KeyframeTrack<Root, Value> {
  let keyPath: WritableKeyPath<Root, Value>
  let steps: [KeyframeStep<Value>]

  /// The keyframes of the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> [KeyframeStep<Value>]
  ) {
    self.keyPath = keyPath
    steps = content()
  }
}

extension KeyframeTrack where Root == Value {
  /// The keyframes of the whole value.
  public init(@KeyframeTrackContentBuilder<Value> content: () -> [KeyframeStep<Value>]) {
    self.init(\.self, content: content)
  }
}

/// The keyframes of an animated value, every track's: when each property reaches each of
/// its values.
public struct KeyframeChanges<Root> {
  /// Each change: when it happens, in seconds from the start, and what it sets.
  let changes: [(time: TimeInterval, apply: (inout Root) -> Void)]
  /// Keyframes of the whole value written straight in the builder, without a
  /// `KeyframeTrack`: one after another, in order.
  var wholeValueSteps: [KeyframeStep<Root>] = []

  /// The seconds from the start to the last keyframe.
  var duration: TimeInterval { changes.map(\.time).max() ?? 0 }
}

/// Lists the tracks of an animated value's keyframes.
@resultBuilder
public enum KeyframesBuilder<Root> {
  /// One track.
  public static func buildExpression<Value>(_ track: KeyframeTrack<Root, Value>)
    -> KeyframeChanges<Root>
  {
    var time: TimeInterval = 0
    let keyPath = track.keyPath
    let changes = track.steps.map { step -> (TimeInterval, (inout Root) -> Void) in
      time += step.duration
      let value = step.value
      return (time, { $0[keyPath: keyPath] = value })
    }
    return KeyframeChanges(changes: changes)
  }
  /// A keyframe of the whole value, written without a track.
  public static func buildExpression(_ keyframe: LinearKeyframe<Root>) -> KeyframeChanges<Root> {
    KeyframeChanges(changes: [], wholeValueSteps: [keyframe.step])
  }
  /// A keyframe of the whole value, written without a track.
  public static func buildExpression(_ keyframe: SpringKeyframe<Root>) -> KeyframeChanges<Root> {
    KeyframeChanges(changes: [], wholeValueSteps: [keyframe.step])
  }
  /// A keyframe of the whole value, written without a track.
  public static func buildExpression(_ keyframe: CubicKeyframe<Root>) -> KeyframeChanges<Root> {
    KeyframeChanges(changes: [], wholeValueSteps: [keyframe.step])
  }
  /// A keyframe of the whole value, written without a track.
  public static func buildExpression(_ keyframe: MoveKeyframe<Root>) -> KeyframeChanges<Root> {
    KeyframeChanges(changes: [], wholeValueSteps: [keyframe.step])
  }
  /// The tracks of each statement, together; keyframes of the whole value one after
  /// another.
  public static func buildBlock(_ parts: KeyframeChanges<Root>...) -> KeyframeChanges<Root> {
    KeyframeChanges(
      changes: parts.flatMap(\.changes), wholeValueSteps: parts.flatMap(\.wholeValueSteps))
  }
  /// The tracks, with the keyframes of the whole value as one more track.
  public static func buildFinalResult(_ result: KeyframeChanges<Root>) -> KeyframeChanges<Root> {
    guard !result.wholeValueSteps.isEmpty else { return result }
    var time: TimeInterval = 0
    let whole = result.wholeValueSteps.map { step -> (TimeInterval, (inout Root) -> Void) in
      time += step.duration
      let value = step.value
      return (time, { $0 = value })
    }
    return KeyframeChanges(changes: result.changes + whole)
  }
  /// Tracks included when a condition holds.
  public static func buildOptional(_ part: KeyframeChanges<Root>?) -> KeyframeChanges<Root> {
    part ?? KeyframeChanges(changes: [])
  }
  /// The tracks of the branch taken.
  public static func buildEither(first part: KeyframeChanges<Root>) -> KeyframeChanges<Root> {
    part
  }
  /// The tracks of the branch taken.
  public static func buildEither(second part: KeyframeChanges<Root>) -> KeyframeChanges<Root> {
    part
  }
}

/// An animated value's keyframes laid out in time, to read the value at any moment.
///
/// Tessera moves a property to each keyframe's value when that keyframe ends, rather than
/// along the way (see docs/Divergences.md).
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let keyframes: KeyframeChanges<Value>

  /// The timeline of `content`'s keyframes starting from `initialValue`.
  public init(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeChanges<Value>
  ) {
    self.init(initialValue: initialValue, keyframes: content())
  }

  init(initialValue: Value, keyframes: KeyframeChanges<Value>) {
    self.initialValue = initialValue
    self.keyframes = KeyframeChanges(changes: keyframes.changes.sorted { $0.time < $1.time })
  }

  /// How long the keyframes last, in seconds.
  public var duration: TimeInterval { keyframes.duration }

  /// The value `time` seconds from the start.
  public func value(time: TimeInterval) -> Value {
    var value = initialValue
    // The changes are kept in time order.
    for change in keyframes.changes where change.time <= time {
      change.apply(&value)
    }
    return value
  }

  /// The value at `progress` (0…1) of the duration.
  public func value(progress: Double) -> Value { value(time: progress * duration) }

  /// The moments something changes, in order.
  var changeTimes: [TimeInterval] { Set(keyframes.changes.map(\.time)).sorted() }
}
