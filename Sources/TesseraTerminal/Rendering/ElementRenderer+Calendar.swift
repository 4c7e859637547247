import Foundation
import TesseraCore

extension ElementRenderer {
  /// A month of days under a date picker: the highlighted day inverse, the chosen day
  /// bold, days outside the picker's range dimmed.
  func drawCalendar(
    _ picker: RenderElement, highlighted: Date, into buffer: inout ScreenBuffer, screen: CellRect
  ) {
    guard case .datePicker(let control) = picker.content else { return }
    let system = Calendar.current
    let month = system.dateInterval(of: .month, for: highlighted)!
    let firstWeekday = system.component(.weekday, from: month.start) - 1
    let days = system.range(of: .day, in: .month, for: highlighted)!.count
    let weeks = (firstWeekday + days + 6) / 7
    let width = 22
    let box = popupRect(under: picker.frame, width: width, height: weeks + 4, screen: screen)
    let plain = drawPopupFrame(box, into: &buffer, screen: screen)
    let title = highlighted.formatted(.dateTime.month(.wide).year())
    var heading = plain
    heading.isBold = true
    buffer.write(
      title, column: box.column + (width - TextWrapping.columns(of: title)) / 2, row: box.row + 1,
      style: heading, clip: box)
    buffer.write(
      " S  M  T  W  T  F  S", column: box.column + 1, row: box.row + 2, style: plain, clip: box)
    for day in 1...days {
      let slot = firstWeekday + day - 1
      let date = system.date(bySetting: .day, value: day, of: month.start)!
      var style = plain
      if system.isDate(date, inSameDayAs: highlighted) { style.isInverse = true }
      if system.isDate(date, inSameDayAs: control.date) { style.isBold = true }
      if !control.allows(system.startOfDay(for: date)) && !control.allows(date) {
        style.isDim = true
      }
      let text = day < 10 ? " \(day)" : "\(day)"
      buffer.write(
        text, column: box.column + 1 + (slot % 7) * 3, row: box.row + 3 + slot / 7, style: style,
        clip: box)
    }
  }
}
