/// A value within a range, shown as a bar filled that far, with its label above and the
/// labels of its current, least and greatest values around it.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  @Environment(\.customGaugeStyle) private var customStyle

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

  /// The gauge as the gauge style in effect draws it: by default, the label, the bar
  /// between the bounds' labels, and the current value's label.
  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label)),
      currentValueLabel: Self.styleLabel(currentValueLabel),
      minimumValueLabel: Self.styleLabel(minimumValueLabel),
      maximumValueLabel: Self.styleLabel(maximumValueLabel))
    if let customStyle {
      customStyle(configuration).environmentValue(\.customGaugeStyle, nil, name: "")
    } else {
      GaugeBar(configuration: configuration)
    }
  }

  /// A label for a style, or nil when the gauge was made without it.
  private static func styleLabel<V: View>(_ label: V) -> GaugeStyleConfiguration.Label? {
    V.self == EmptyView.self ? nil : .init(content: AnyView(label))
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

/// The bar every built-in gauge style draws: the label, then the bar between the bounds'
/// labels, and the current value's label at the trailing edge of the first line.
struct GaugeBar: View {
  let configuration: GaugeStyleConfiguration

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        configuration.currentValueLabel.foregroundColor(.secondary)
      }
      HStack {
        configuration.minimumValueLabel.foregroundColor(.secondary)
        ProgressView(value: configuration.value)
        configuration.maximumValueLabel.foregroundColor(.secondary)
      }
    }
  }
}
