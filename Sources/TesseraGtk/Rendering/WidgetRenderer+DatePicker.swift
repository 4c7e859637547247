#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// A date picker: a menu button showing the date, whose pop-over holds a
    /// `GtkCalendar`; choosing a day keeps the time of day.
    func makeDatePicker(for node: ViewNode) -> WidgetRecord {
      let button = gtk_menu_button_new()!
      let popover = gtk_popover_new()!
      let calendar = gtk_calendar_new()!
      gtk_popover_set_child(popover.cast(), calendar)
      gtk_menu_button_set_popover(button.cast(), popover)
      let record = WidgetRecord(node: node, kind: .date, widget: button)
      record.adopt(part: calendar)
      Signals.connect(UnsafeMutableRawPointer(calendar), "day-selected") {
        [weak self, weak record] in
        guard let node = record?.node, let control = node.view(as: (any DateControl).self),
          let chosen = gtk_calendar_get_date(calendar.cast())
        else { return }
        defer { g_date_time_unref(chosen) }
        let system = Calendar.current
        var parts = system.dateComponents(
          [.year, .month, .day, .hour, .minute, .second], from: control.date)
        parts.year = Int(g_date_time_get_year(chosen))
        parts.month = Int(g_date_time_get_month(chosen))
        parts.day = Int(g_date_time_get_day_of_month(chosen))
        guard let date = system.date(from: parts), date != control.date else { return }
        if node.performDateChange(date) == .performed {
          gtk_popover_popdown(popover.cast())
        }
        self?.didAct()
      }
      return record
    }

    /// Shows the picker's date on its button and selects its day in the calendar.
    func updateDatePicker(_ record: WidgetRecord, node: ViewNode) {
      guard let control = node.view(as: (any DateControl).self) else { return }
      let text = control.date.formatted(
        date: control.showsDate ? .abbreviated : .omitted,
        time: control.showsTime ? .shortened : .omitted)
      guard record.shown != AnyHashable(text) else { return }
      record.shown = AnyHashable(text)
      gtk_menu_button_set_label(record.widget.cast(), text)
      guard let calendar = record.part else { return }
      let parts = Calendar.current.dateComponents([.year, .month, .day], from: control.date)
      if let day = g_date_time_new_local(
        Int32(parts.year ?? 1970), Int32(parts.month ?? 1), Int32(parts.day ?? 1), 12, 0, 0)
      {
        gtk_calendar_select_day(calendar.cast(), day)
        g_date_time_unref(day)
      }
    }
  }
#endif
