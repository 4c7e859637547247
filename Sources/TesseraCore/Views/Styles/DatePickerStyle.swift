/// How a `DatePicker` presents the date. Set it with `.datePickerStyle(_:)`.
public protocol DatePickerStyle: Sendable {
  /// The presentation, for backends.
  var kind: DatePickerStyleKind { get }
}

/// The presentations a date picker can have.
public enum DatePickerStyleKind: String, Sendable, Equatable {
  /// The backend's default (compact).
  case automatic
  /// Editable fields that open a calendar.
  case compact
  /// A calendar shown in place.
  case graphical
  /// Scrolling wheels, one per component.
  case wheel
}

/// The default date picker presentation.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The presentation.
  public var kind: DatePickerStyleKind { .automatic }
  /// Creates the style.
  public init() {}
}

/// Editable fields that open a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The presentation.
  public var kind: DatePickerStyleKind { .compact }
  /// Creates the style.
  public init() {}
}

/// A calendar in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The presentation.
  public var kind: DatePickerStyleKind { .graphical }
  /// Creates the style.
  public init() {}
}

/// Scrolling wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The presentation.
  public var kind: DatePickerStyleKind { .wheel }
  /// Creates the style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default presentation.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Editable fields that open a calendar.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Scrolling wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static let defaultValue = DatePickerStyleKind.automatic
}

extension EnvironmentValues {
  /// How date pickers in this view present the date.
  package var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how date pickers in this view present the date.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environmentValue(\.datePickerStyle, style.kind, name: "datePickerStyle")
  }
}
