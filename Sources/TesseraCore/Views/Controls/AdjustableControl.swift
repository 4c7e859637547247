/// A control whose value a user moves up and down a step at a time: a stepper or a
/// slider. Backends draw it and act on it through this, whatever its value's type.
@MainActor
package protocol AdjustableControl {
  /// What moving the value does, and where it stands.
  var adjustment: Adjustment { get }
}

/// How an adjustable control's value moves, in terms any backend can use: steps, and for
/// a control with a range (a slider, a stepper with bounds), the value as a number.
package struct Adjustment {
  /// How the control is drawn.
  package enum Style: Equatable, Sendable {
    /// Two buttons, − and +.
    case stepper
    /// A track with a knob.
    case slider
  }

  /// How the control is drawn.
  package var style: Style
  /// The value as a number, when it has one (a stepper with only actions has none).
  package var value: Double?
  /// The values allowed, when bounded.
  package var bounds: ClosedRange<Double>?
  /// The distance of one step, when the value moves by steps.
  package var step: Double?
  /// The value as a user reads it (`3`, `0.25`), for snapshots and screen readers.
  package var valueDescription: String?
  /// Whether a step up (a step down) is possible: false at the bound.
  package var canIncrement = true
  package var canDecrement = true
  /// Moves the value one step up.
  package var increment: () -> Void
  /// Moves the value one step down.
  package var decrement: () -> Void
  /// Sets the value (kept in the bounds and snapped to the step); nil when the control
  /// has no numeric value.
  package var setValue: ((Double) -> Void)?
  /// Called with true when the user starts changing the value and false when they stop.
  package var onEditingChanged: (Bool) -> Void

  /// Where the value is between the bounds, from 0 to 1; nil without bounds or a value.
  package var fraction: Double? {
    guard let value, let bounds else { return nil }
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(max((value - bounds.lowerBound) / span, 0), 1)
  }

  /// The value at `fraction` of the bounds, snapped to the step and kept in the bounds.
  package func value(atFraction fraction: Double) -> Double? {
    guard let bounds else { return nil }
    let span = bounds.upperBound - bounds.lowerBound
    var value = bounds.lowerBound + min(max(fraction, 0), 1) * span
    if let step, step > 0 {
      value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
    }
    return min(max(value, bounds.lowerBound), bounds.upperBound)
  }
}
