/// A look for every `Gauge` below it, written as a view built from the gauge's value and
/// labels.
///
/// ```swift
/// struct PercentGaugeStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       configuration.label
///       Text(configuration.value, format: .percent)
///     }
///   }
/// }
/// ```
/// Set it with `.gaugeStyle(_:)`. Of the built-in styles, the linear ones
/// (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`) are
/// drawn as a bar, and `.accessoryCircular` and `.accessoryCircularCapacity` as rings.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given to draw a gauge.
  typealias Configuration = GaugeStyleConfiguration

  /// The gauge, drawn from its value and labels.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GaugeStyle` is given: where the value lies in the gauge's range, and its labels.
public struct GaugeStyleConfiguration {
  /// One of a gauge's labels, as a view a style puts in its body.
  public struct Label: View {
    let content: AnyView
    /// The gauge's own label.
    public var body: some View { content }
  }

  /// The value's place in the gauge's range, from 0 (the lower bound) to 1 (the upper).
  public let value: Double
  /// What the gauge measures.
  public let label: Label
  /// The label of the current value (empty when the gauge has none).
  public let currentValueLabel: Label?
  /// The label of the lower bound (empty when the gauge has none).
  public let minimumValueLabel: Label?
  /// The label of the upper bound (empty when the gauge has none).
  public let maximumValueLabel: Label?
}

/// A gauge style Tessera draws as a bar.
public struct BarGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge as a bar between its bounds' labels.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeBar(configuration: configuration)
  }
}

/// The default gauge look.
public typealias DefaultGaugeStyle = BarGaugeStyle
/// A bar that fills.
public typealias LinearCapacityGaugeStyle = BarGaugeStyle
/// A thin bar, as in a widget. Drawn as a bar.
public typealias AccessoryLinearGaugeStyle = BarGaugeStyle
/// A thin bar filled up to the value. Drawn as a bar.
public typealias AccessoryLinearCapacityGaugeStyle = BarGaugeStyle

/// An open ring, as on a watch face or a widget: an arc filled up to the value, with the
/// current value's label (else the label) in the middle and the bounds' labels at the
/// ends of the arc.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge as an open ring.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, isClosed: false)
  }
}

/// A closed ring filled up to the value, with the current value's label (else the label)
/// in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}
  /// The gauge as a closed ring.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, isClosed: true)
  }
}

extension GaugeStyle where Self == BarGaugeStyle {
  /// The default look.
  public static var automatic: BarGaugeStyle { BarGaugeStyle() }
  /// A bar.
  public static var linearCapacity: BarGaugeStyle { BarGaugeStyle() }
  /// A thin bar (drawn as a bar).
  public static var accessoryLinear: BarGaugeStyle { BarGaugeStyle() }
  /// A thin bar filled up to the value (drawn as a bar).
  public static var accessoryLinearCapacity: BarGaugeStyle { BarGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring filled up to the value, as on a watch face.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension EnvironmentValues {
  /// The gauge style written as a view in effect, or nil for Tessera's bar.
  package var customGaugeStyle: StyleBody<GaugeStyleConfiguration>? {
    get { self[CustomStyleKey<GaugeStyleConfiguration>.self] }
    set { self[CustomStyleKey<GaugeStyleConfiguration>.self] = newValue }
  }
}

extension View {
  /// Draws every gauge below this view with `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentValue(
      \.customGaugeStyle, StyleBody { style.makeBody(configuration: $0) }, name: "gaugeStyle")
  }
}
