#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// The widgets in a date picker's pop-over: a `GtkCalendar` for the day, spin buttons
  /// for the hour and minute, as the picker's components ask. They belong to the
  /// pop-over, which belongs to the picker's menu button.
  @MainActor
  final class DatePickerParts {
    /// The day, when the picker edits it.
    var calendar: Widget?
    /// The hour (0–23), when the picker edits the time.
    var hour: Widget?
    /// The minute, when the picker edits the time.
    var minute: Widget?
  }

  extension WidgetRenderer {
    /// A date picker: a menu button showing the date, whose pop-over holds a calendar
    /// (choosing a day keeps the time of day) and, for a time, hour and minute fields.
    func makeDatePicker(for id: RenderID, picker: RenderDatePicker) -> WidgetRecord {
      let button = gtk_menu_button_new()!
      let popover = gtk_popover_new()!
      let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
      gtk_popover_set_child(popover.cast(), box)
      gtk_menu_button_set_popover(button.cast(), popover)
      let record = WidgetRecord(id: id, kind: .date, widget: button)
      let parts = DatePickerParts()
      if picker.showsDate {
        let calendar = gtk_calendar_new()!
        gtk_box_append(box.cast(), calendar)
        parts.calendar = calendar
        Signals.connect(UnsafeMutableRawPointer(calendar), "day-selected") {
          [weak self, weak record] in
          guard let chosen = gtk_calendar_get_date(calendar.cast()) else { return }
          defer { g_date_time_unref(chosen) }
          let day = DateComponents(
            year: Int(g_date_time_get_year(chosen)), month: Int(g_date_time_get_month(chosen)),
            day: Int(g_date_time_get_day_of_month(chosen)))
          // A day chosen closes the pop-over, unless there is a time to set too.
          if self?.changeDate(of: record, to: day) == true, record?.dateParts?.hour == nil {
            gtk_popover_popdown(popover.cast())
          }
        }
      }
      if picker.showsTime {
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        let hour = gtk_spin_button_new_with_range(0, 23, 1)!
        let minute = gtk_spin_button_new_with_range(0, 59, 1)!
        for field in [hour, minute] {
          gtk_spin_button_set_wrap(field.cast(), 1)
          gtk_spin_button_set_numeric(field.cast(), 1)
        }
        gtk_box_append(row.cast(), hour)
        gtk_box_append(row.cast(), gtk_label_new(":"))
        gtk_box_append(row.cast(), minute)
        gtk_box_append(box.cast(), row)
        parts.hour = hour
        parts.minute = minute
        for field in [hour, minute] {
          Signals.connect(UnsafeMutableRawPointer(field), "value-changed") {
            [weak self, weak record] in
            let time = DateComponents(
              hour: Int(gtk_spin_button_get_value_as_int(hour.cast())),
              minute: Int(gtk_spin_button_get_value_as_int(minute.cast())))
            _ = self?.changeDate(of: record, to: time)
          }
        }
      }
      record.dateParts = parts
      return record
    }

    /// Sets the parts of the picker's date that `change` gives (the day, or the hour and
    /// minute), keeping the others; whether the picker took the new date.
    private func changeDate(of record: WidgetRecord?, to change: DateComponents) -> Bool {
      guard let record, !record.isShowingModel, case .datePicker(let picker) = record.content
      else { return false }
      let system = Calendar.current
      var parts = system.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: picker.date)
      if let year = change.year, let month = change.month, let day = change.day {
        (parts.year, parts.month, parts.day) = (year, month, day)
      }
      if let hour = change.hour, let minute = change.minute {
        (parts.hour, parts.minute) = (hour, minute)
      }
      guard let date = system.date(from: parts), date != picker.date else { return false }
      let taken = onEvent(.setDate(record.id, date)) == .performed
      if !taken {
        // Outside the range: the fields go back to the picker's date.
        record.shown = nil
        record.isShowingModel = true
        updateDatePicker(record, picker: picker)
        record.isShowingModel = false
      }
      return taken
    }

    /// Shows the picker's date on its button, selects its day in the calendar and its
    /// time in the hour and minute fields.
    func updateDatePicker(_ record: WidgetRecord, picker: RenderDatePicker) {
      let text = picker.date.formatted(
        date: picker.showsDate ? .abbreviated : .omitted,
        time: picker.showsTime ? .shortened : .omitted)
      guard record.shown != AnyHashable(text) else { return }
      record.shown = AnyHashable(text)
      gtk_menu_button_set_label(record.widget.cast(), text)
      let parts = Calendar.current.dateComponents(
        [.year, .month, .day, .hour, .minute], from: picker.date)
      if let calendar = record.dateParts?.calendar,
        let day = g_date_time_new_local(
          Int32(parts.year ?? 1970), Int32(parts.month ?? 1), Int32(parts.day ?? 1), 12, 0, 0)
      {
        gtk_calendar_select_day(calendar.cast(), day)
        g_date_time_unref(day)
      }
      if let hour = record.dateParts?.hour, let minute = record.dateParts?.minute {
        gtk_spin_button_set_value(hour.cast(), Double(parts.hour ?? 0))
        gtk_spin_button_set_value(minute.cast(), Double(parts.minute ?? 0))
      }
    }
  }
#endif
