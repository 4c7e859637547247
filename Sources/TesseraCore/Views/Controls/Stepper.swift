/// A control that moves a value up and down by a step, with − and + buttons.
///
/// Bound to a value, a stepper moves it by `step` and keeps it within `bounds`; with
/// `onIncrement`/`onDecrement`, it runs those instead. In the terminal the focused
/// stepper moves with ← and → (or − and +); a click on − or + moves it too.
public struct Stepper<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label
  package let adjustment: Adjustment

  /// A stepper that runs `onIncrement` and `onDecrement` (nil: that button is disabled).
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    adjustment = Adjustment(
      style: .stepper, canIncrement: onIncrement != nil, canDecrement: onDecrement != nil,
      increment: onIncrement ?? {}, decrement: onDecrement ?? {},
      onEditingChanged: onEditingChanged)
  }

  /// A stepper that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    adjustment = Self.adjustment(
      value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// A stepper that moves `value` by `step`, kept within `bounds`: the button towards a
  /// bound the value is at is disabled.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    adjustment = Self.adjustment(
      value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  static func adjustment<V: Strideable>(
    _ value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void
  ) -> Adjustment {
    let current = value.wrappedValue
    return Adjustment(
      style: .stepper, value: NumericValue.double(current), step: NumericValue.double(step),
      valueDescription: String(describing: current),
      canIncrement: bounds.map { current < $0.upperBound } ?? true,
      canDecrement: bounds.map { current > $0.lowerBound } ?? true,
      increment: {
        let next = value.wrappedValue.advanced(by: step)
        value.wrappedValue = bounds.map { Swift.min(next, $0.upperBound) } ?? next
      },
      decrement: {
        let next = value.wrappedValue.advanced(by: -step)
        value.wrappedValue = bounds.map { Swift.max(next, $0.lowerBound) } ?? next
      },
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled by a localized key that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a string that runs `onIncrement` and `onDecrement`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a localized key that moves `value` by `step`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a string that moves `value` by `step`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a localized key that moves `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a string that moves `value` by `step` within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper {
  /// The iOS 13 spelling, with the label last.
  @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// The iOS 13 spelling, with the label last.
  @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// The iOS 13 spelling, with the label last.
  @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Stepper: PrimitiveView, AdjustableControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.appendControlLabel(label, of: node)
  }

  package var inspectionDescription: String {
    adjustment.valueDescription.map { "Stepper(\($0))" } ?? "Stepper"
  }
}
