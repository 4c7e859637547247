/// A control that picks a value from a range along a track.
///
/// The label is shown at the leading edge (as on macOS), then the minimum value label,
/// the track, and the maximum value label. In the terminal the focused slider moves by
/// its step (or a twentieth of its range) with ← and →, and a click or drag on the track
/// puts the value there.
public struct Slider<Label: View, ValueLabel: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  package let adjustment: Adjustment

  /// A slider with a label and labels for the ends of its range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    adjustment = Self.adjustment(value, bounds, step: nil, onEditingChanged)
  }

  /// A slider that moves by `step`, with a label and labels for the ends of its range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    adjustment = Self.adjustment(value, bounds, step: step, onEditingChanged)
  }

  static func adjustment<V: BinaryFloatingPoint>(
    _ value: Binding<V>, _ bounds: ClosedRange<V>, step: V.Stride?,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) -> Adjustment where V.Stride: BinaryFloatingPoint {
    let range = Double(bounds.lowerBound)...Double(bounds.upperBound)
    let current = Double(value.wrappedValue)
    var positiveStep: Double?
    if let step, step > 0 { positiveStep = Double(step) }
    let step = positiveStep
    // Without a step, the keys move a twentieth of the range.
    let keyStep = step ?? (range.upperBound - range.lowerBound) / 20
    var adjustment = Adjustment(
      style: .slider, value: current, bounds: range, step: step,
      valueDescription: current.formatted(.number.precision(.fractionLength(0...2))),
      canIncrement: current < range.upperBound, canDecrement: current > range.lowerBound,
      increment: {}, decrement: {}, onEditingChanged: onEditingChanged)
    let set: (Double) -> Void = { newValue in
      let kept = min(max(newValue, range.lowerBound), range.upperBound)
      value.wrappedValue = V(kept)
    }
    let setSnapped: (Double) -> Void = { [adjustment] newValue in
      // Snapped to the step, counted from the lower bound.
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? (newValue - range.lowerBound) / span : 0
      set(adjustment.value(atFraction: fraction) ?? newValue)
    }
    adjustment.setValue = setSnapped
    // A key moves the value to the next step up or down, even from a value between two.
    let move: (Double) -> Void = { direction in
      let current = Double(value.wrappedValue)
      guard let step else { return set(current + direction * keyStep) }
      // Steps counted from the lower bound; a value a hair off a step is on it.
      let position = (current - range.lowerBound) / step
      let next =
        direction > 0 ? (position + 1e-9).rounded(.down) + 1 : (position - 1e-9).rounded(.up) - 1
      set(range.lowerBound + next * step)
    }
    adjustment.increment = { move(1) }
    adjustment.decrement = { move(-1) }
    return adjustment
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// A slider with a label that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider without labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// A slider without labels that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// The iOS 13 spelling, with the labels last.
  @available(
    *, deprecated,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// The iOS 13 spelling, with the labels last.
  @available(
    *, deprecated,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label,
      minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// The iOS 13 spelling, with the label last.
  @available(*, deprecated, renamed: "Slider(value:in:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// The iOS 13 spelling, with the label last.
  @available(*, deprecated, renamed: "Slider(value:in:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView, AdjustableControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.appendControlLabel(label, of: node)
    children.append(
      minimumValueLabel, key: ChildKey(.part("minimumValueLabel"), for: minimumValueLabel))
    children.append(
      maximumValueLabel, key: ChildKey(.part("maximumValueLabel"), for: maximumValueLabel))
  }

  package var inspectionDescription: String {
    "Slider(\(adjustment.valueDescription ?? ""))"
  }
}
