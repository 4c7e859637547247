/// A value within a range, shown as a bar filled that far, with its label above and the
/// labels of its current, least and greatest values around it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A gauge of `value` in `bounds`, with labels for the value and for the bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let ratio = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = min(max(ratio.isFinite ? ratio : 0, 0), 1)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// The label, the bar between the bounds' labels, and the current value's label.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        label
        Spacer(minLength: 0)
        currentValueLabel.foregroundColor(.secondary)
      }
      HStack {
        minimumValueLabel.foregroundColor(.secondary)
        ProgressView(value: fraction)
        maximumValueLabel.foregroundColor(.secondary)
      }
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge of `value` in `bounds` with a label and a label for the value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// How a `Gauge` looks. Set it with `.gaugeStyle(_:)`; every style is drawn as a bar.
public protocol GaugeStyle: Sendable {}

/// The default gauge look.
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A bar that fills.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

/// A ring, as on a watch face or a widget.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default look.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A ring.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension View {
  /// Sets how gauges in this view look. Accepted: every style is drawn as a bar.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
