import Foundation

/// A calendar of one month at a time on which the user picks any number of days.
///
/// ```swift
/// @State private var days: Set<DateComponents> = []
/// MultiDatePicker("Days off", selection: $days)
/// ```
///
/// A day is a button: pressing it adds the day to `selection` (as its calendar, era,
/// year, month and day) or takes it away. The arrows turn the month. Days outside
/// `bounds` cannot be picked. As on iOS, the label names the calendar for assistive
/// technologies and is not shown. The week's columns share the width offered.
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Set<DateComponents>>
  /// The first day that can be picked, and the day after the last.
  let lowerBound: Date?
  let upperBound: Date?
  @State private var shownMonth: Date?
  @Environment(\.calendar) private var calendar
  @Environment(\.locale) private var locale

  init(
    selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?, label: Label
  ) {
    self.selection = selection
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.label = label
  }

  /// A calendar on which any day can be picked, labelled by `label`.
  public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, lowerBound: nil, upperBound: nil, label: label())
  }

  /// A calendar on which the days in `bounds` can be picked.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
      label: label())
  }

  /// A calendar on which the days from `bounds`' start on can be picked.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: bounds.lowerBound, upperBound: nil, label: label())
  }

  /// A calendar on which the days before `bounds`' end can be picked.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: bounds.upperBound, label: label())
  }

  /// The month, its days in weeks under the weekdays' initials.
  @ViewBuilder public var body: some View {
    let month = shownMonth ?? firstMonth
    let weeks = weeks(of: month)
    let initials = weekdayInitials
    let calendarView = VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(
          month.formatted(
            Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
              .month(.wide).year())
        )
        .bold()
        Spacer()
        Button {
          shownMonth = calendar.date(byAdding: .month, value: -1, to: month)
        } label: {
          Image(systemName: "chevron.left").accessibilityLabel("Previous Month")
        }
        Button {
          shownMonth = calendar.date(byAdding: .month, value: 1, to: month)
        } label: {
          Image(systemName: "chevron.right").accessibilityLabel("Next Month")
        }
      }
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          ForEach(initials.indices, id: \.self) { index in
            Text(initials[index]).foregroundStyle(.secondary)
              .frame(maxWidth: .infinity)
          }
        }
        ForEach(weeks.indices, id: \.self) { week in
          GridRow {
            ForEach(weeks[week].indices, id: \.self) { index in
              if let day = weeks[week][index] {
                dayButton(day)
              } else {
                Color.clear.frame(width: 1, height: 1)
              }
            }
          }
        }
      }
    }
    .accessibilityElement(children: .contain)
    if let title = label as? Text {
      calendarView.accessibilityLabel(title)
    } else {
      calendarView
    }
  }

  /// The button of `day`: filled with the accent colour while it is picked.
  private func dayButton(_ day: Date) -> some View {
    let isPicked = contains(day)
    let number = calendar.component(.day, from: day)
    return Button {
      toggle(day)
    } label: {
      Text("\(number)")
        .monospacedDigit()
        .frame(minWidth: 24)
        .foregroundStyle(isPicked ? Color.white : Color.primary)
        .background(isPicked ? Color.accentColor : Color.clear, in: Capsule())
        // The columns share the width, as the month does on iOS.
        .frame(maxWidth: .infinity)
    }
    .buttonStyle(.plain)
    .disabled(!isAllowed(day))
    .accessibilityAddTraits(isPicked ? .isSelected : [])
  }

  /// The month shown first: that of the earliest day picked, else today's.
  private var firstMonth: Date {
    let picked = selection.wrappedValue.compactMap { calendar.date(from: $0) }.min()
    return startOfMonth(picked ?? Date())
  }

  private func startOfMonth(_ date: Date) -> Date {
    calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
  }

  /// The weekdays' initials, from the calendar's first weekday.
  private var weekdayInitials: [String] {
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    let first = calendar.firstWeekday - 1
    return Array(symbols[first...] + symbols[..<first])
  }

  /// The days of the month of `month`, in weeks of seven, nil before the first and
  /// after the last.
  private func weeks(of month: Date) -> [[Date?]] {
    let start = startOfMonth(month)
    let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
    let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
    var days: [Date?] = Array(repeating: nil, count: lead)
    days += (0..<count).map { calendar.date(byAdding: .day, value: $0, to: start) }
    days += Array(repeating: nil, count: (7 - days.count % 7) % 7)
    return stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) }
  }

  private func isAllowed(_ day: Date) -> Bool {
    if let lowerBound, day < calendar.startOfDay(for: lowerBound) { return false }
    if let upperBound, day >= upperBound { return false }
    return true
  }

  /// Whether `day` is among those picked (by its year, month and day).
  private func contains(_ day: Date) -> Bool {
    let wanted = calendar.dateComponents([.year, .month, .day], from: day)
    return selection.wrappedValue.contains { sameDay($0, wanted) }
  }

  private func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
    a.year == b.year && a.month == b.month && a.day == b.day
  }

  /// Picks `day`, or takes it away if it was picked.
  private func toggle(_ day: Date) {
    let wanted = calendar.dateComponents([.year, .month, .day], from: day)
    var picked = selection.wrappedValue
    if picked.contains(where: { sameDay($0, wanted) }) {
      picked = picked.filter { !sameDay($0, wanted) }
    } else {
      picked.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day))
    }
    selection.wrappedValue = picked
  }
}

extension MultiDatePicker where Label == Text {
  /// A calendar titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, lowerBound: nil, upperBound: nil, label: Text(titleKey))
  }

  /// A calendar titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, lowerBound: nil, upperBound: nil, label: Text(title))
  }

  /// A calendar titled `titleKey`, on which the days in `bounds` can be picked.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(
      selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
      label: Text(titleKey))
  }

  /// A calendar titled `titleKey`, on which the days from `bounds`' start on can be
  /// picked.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      selection: selection, lowerBound: bounds.lowerBound, upperBound: nil,
      label: Text(titleKey))
  }

  /// A calendar titled `titleKey`, on which the days before `bounds`' end can be picked.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: bounds.upperBound,
      label: Text(titleKey))
  }
}
