import Foundation

/// A control for choosing a date, optionally limited to a range. Dates outside the range
/// are refused.
public struct DatePicker<Label: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The parts of a date a picker edits.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let label: Label
  /// The earliest date allowed, if any.
  package let lowerBound: Date?
  /// The latest date allowed, if any.
  package let upperBound: Date?
  /// The parts the picker edits.
  package let displayedComponents: Components

  init(
    selection: Binding<Date>, lowerBound: Date?, upperBound: Date?,
    displayedComponents: Components, label: Label
  ) {
    self.selection = selection
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.displayedComponents = displayedComponents
    self.label = label
  }

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: nil,
      displayedComponents: displayedComponents, label: label())
  }

  /// A date picker limited to `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
      displayedComponents: displayedComponents, label: label())
  }

  /// A date picker limited to dates from `range.lowerBound` on, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: range.lowerBound, upperBound: nil,
      displayedComponents: displayedComponents, label: label())
  }

  /// A date picker limited to dates up to `range.upperBound`, with a custom label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: range.upperBound,
      displayedComponents: displayedComponents, label: label())
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker limited to `range`, titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker limited to dates from a lower bound on, titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker limited to dates up to an upper bound, titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker limited to `range`, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker limited to dates from a lower bound on, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A date picker limited to dates up to an upper bound, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

extension DatePicker: PrimitiveView, DateControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.appendControlLabel(label, of: node)
  }

  package var date: Date { selection.wrappedValue }

  package var showsDate: Bool { displayedComponents.contains(.date) }

  package var showsTime: Bool { displayedComponents.contains(.hourAndMinute) }

  package func setDate(_ date: Date) -> Bool {
    guard allows(date) else { return false }
    selection.wrappedValue = date
    return true
  }

  package var inspectionDescription: String {
    let format = Date.ISO8601FormatStyle(timeZone: .gmt)
    var text =
      "DatePicker(\(showsTime ? format.format(date) : String(format.format(date).prefix(10))))"
    if lowerBound != nil || upperBound != nil {
      let lower = lowerBound.map { String(format.format($0).prefix(10)) } ?? ""
      let upper = upperBound.map { String(format.format($0).prefix(10)) } ?? ""
      text += " in: \(lower)...\(upper)"
    }
    return text
  }
}

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates components from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// Hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// Dates limited to a range whose ends are each optional.
package protocol DateBounded {
  /// The earliest date allowed, if any.
  var lowerBound: Date? { get }
  /// The latest date allowed, if any.
  var upperBound: Date? { get }
}

extension DateBounded {
  /// Whether `date` is within the allowed range.
  package func allows(_ date: Date) -> Bool {
    if let lowerBound, date < lowerBound { return false }
    if let upperBound, date > upperBound { return false }
    return true
  }
}

/// A control bound to a date, possibly limited to a range.
@MainActor
package protocol DateControl: DateBounded {
  /// The bound date.
  var date: Date { get }
  /// Whether the picker edits the day.
  var showsDate: Bool { get }
  /// Whether the picker edits the time.
  var showsTime: Bool { get }
  /// Sets the date; false (and no change) when it is outside the range.
  func setDate(_ date: Date) -> Bool
}
