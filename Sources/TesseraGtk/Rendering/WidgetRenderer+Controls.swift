#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// A new native control for `node`; its signals act on whatever node the record
    /// shows when they fire.
    func makeControl(_ kind: WidgetRecord.Kind, for node: ViewNode) -> WidgetRecord {
      switch kind {
      case .button:
        let button = gtk_button_new()!
        gtk_widget_add_css_class(button, "tessera-button")
        // As in SwiftUI, a click on a button leaves the focus where it was (a text field
        // being edited keeps it); Tab still reaches the button.
        gtk_widget_set_focus_on_click(button, 0)
        let record = WidgetRecord(node: node, kind: kind, widget: button)
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self, weak record] in
          guard let node = record?.node else { return }
          // Counted, so that a double-tap gesture runs on the second click.
          if node.performRowSelection() == .notApplicable { _ = node.performClick() }
          self?.didAct()
        }
        return record
      case .toggle:
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        let record = WidgetRecord(node: node, kind: kind, widget: toggle)
        Signals.connect(UnsafeMutableRawPointer(toggle), "notify::active") {
          [weak self, weak record] in
          guard let node = record?.node,
            let control = node.toggleControl
          else { return }
          let isOn = gtk_switch_get_active(toggle.opaque) != 0
          guard isOn != control.isOnBinding.wrappedValue else { return }
          _ = node.performToggle()
          self?.didAct()
        }
        return record
      case .entry:
        let entry = gtk_entry_new()!
        gtk_editable_set_width_chars(entry.opaque, 1)
        let record = WidgetRecord(node: node, kind: kind, widget: entry)
        Signals.connect(UnsafeMutableRawPointer(entry), "changed") { [weak self, weak record] in
          guard let node = record?.node, let edited = node.editedText else { return }
          let text = String(cString: gtk_editable_get_text(entry.opaque))
          guard text != edited.wrappedValue else { return }
          record?.shown = text
          _ = node.performTextChange(text)
          self?.didAct()
        }
        Signals.connect(UnsafeMutableRawPointer(entry), "activate") { [weak self, weak record] in
          guard let node = record?.node, node.performSubmit() == .performed else { return }
          self?.didAct()
        }
        return record
      case .textView:
        let view = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
        // Tab moves the focus on, as in every other control.
        gtk_text_view_set_accepts_tab(view.cast(), 0)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.cast(), view)
        let record = WidgetRecord(node: node, kind: kind, widget: scroller)
        let buffer = gtk_text_view_get_buffer(view.cast())!
        Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self, weak record] in
          // Setting the text from the model deletes, then inserts: not the user's edits.
          guard let record, !record.isSettingText, let node = record.node,
            let edited = node.editedText
          else { return }
          let text = Self.text(of: buffer)
          guard text != edited.wrappedValue else { return }
          _ = node.performTextChange(text)
          self?.didAct()
        }
        return record
      case .segmented:
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        return WidgetRecord(node: node, kind: kind, widget: box)
      case .dropDown:
        let dropDown = gtk_drop_down_new(nil, nil)!
        let record = WidgetRecord(node: node, kind: kind, widget: dropDown)
        Signals.connect(UnsafeMutableRawPointer(dropDown), "notify::selected") {
          [weak self, weak record] in
          guard let record else { return }
          self?.selectOption(Int(gtk_drop_down_get_selected(dropDown.opaque)), of: record)
        }
        return record
      case .date:
        return makeDatePicker(for: node)
      case .stepper:
        let buttons = StepperButtons()
        let record = WidgetRecord(node: node, kind: kind, widget: buttons.box)
        for (button, direction) in [(buttons.decrement, -1), (buttons.increment, 1)] {
          Signals.connect(UnsafeMutableRawPointer(button), "clicked") {
            [weak self, weak record] in
            guard let node = record?.node else { return }
            _ = node.performStep(by: direction)
            self?.didAct()
          }
        }
        return record
      case .slider:
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
        gtk_scale_set_draw_value(scale.cast(), 0)
        gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
        let record = WidgetRecord(node: node, kind: kind, widget: scale)
        Signals.connect(UnsafeMutableRawPointer(scale), "value-changed") {
          [weak self, weak record] in
          guard let record, !record.isShowingModel, let node = record.node,
            let control = node.view(as: (any AdjustableControl).self)
          else { return }
          let value = gtk_range_get_value(scale.cast())
          guard value != control.adjustment.value else { return }
          node.performEditingChange(true)
          _ = node.performValueChange(value)
          node.performEditingChange(false)
          self?.didAct()
        }
        return record
      case .spinner:
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(spinner.opaque)
        return WidgetRecord(node: node, kind: kind, widget: spinner)
      default:
        let bar = gtk_progress_bar_new()!
        gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
        return WidgetRecord(node: node, kind: kind, widget: bar)
      }
    }

    /// Selects the picker's option at `index` (of the options the widget shows) when it
    /// is not selected already: the widget's own change, not the echo of an update.
    private func selectOption(_ index: Int, of record: WidgetRecord) {
      guard let node = record.node, record.optionTags.indices.contains(index),
        node.view(as: (any SelectionControl).self)?.selectedTag != record.optionTags[index]
      else { return }
      _ = node.performSelection(record.optionTags[index])
      didAct()
    }

    /// Puts the state of a control's node into its widget.
    func updateControl(_ record: WidgetRecord, node: ViewNode) {
      let widget = record.widget
      gtk_widget_set_sensitive(widget, node.environment.isEnabled ? 1 : 0)
      switch record.kind {
      case .toggle:
        guard let control = node.toggleControl else { return }
        let isOn: gboolean = control.isOnBinding.wrappedValue ? 1 : 0
        if gtk_switch_get_active(widget.opaque) != isOn {
          gtk_switch_set_active(widget.opaque, isOn)
        }
      case .entry:
        guard let text = node.editedText?.wrappedValue else { return }
        if String(cString: gtk_editable_get_text(widget.opaque)) != text {
          gtk_editable_set_text(widget.opaque, text)
        }
        let element = node.view(as: (any InspectableElement).self)
        gtk_entry_set_placeholder_text(widget.cast(), element?.inspectionTitle ?? "")
        // A secure field is a password entry: GTK draws bullets and keeps it off the
        // clipboard.
        let hides = node.view(as: (any TextInputControl).self)?.hidesText == true
        gtk_entry_set_visibility(widget.cast(), hides ? 0 : 1)
      case .textView:
        guard let text = node.editedText?.wrappedValue,
          let view = gtk_scrolled_window_get_child(widget.cast()),
          let buffer = gtk_text_view_get_buffer(view.cast())
        else { return }
        // Set only when the model changed it: setting moves the cursor to the end.
        if Self.text(of: buffer) != text {
          record.isSettingText = true
          gtk_text_buffer_set_text(buffer, text, -1)
          record.isSettingText = false
        }
      case .segmented:
        updateSegments(record, node: node)
      case .dropDown:
        updateDropDown(record, node: node)
      case .date:
        updateDatePicker(record, node: node)
      case .progressBar:
        let fraction = node.progressIndicator?.fraction ?? 0
        gtk_progress_bar_set_fraction(widget.opaque, fraction)
      case .stepper:
        guard let adjustment = node.view(as: (any AdjustableControl).self)?.adjustment else {
          return
        }
        let buttons = StepperButtons(box: widget)
        gtk_widget_set_sensitive(buttons.decrement, adjustment.canDecrement ? 1 : 0)
        gtk_widget_set_sensitive(buttons.increment, adjustment.canIncrement ? 1 : 0)
      case .slider:
        guard let adjustment = node.view(as: (any AdjustableControl).self)?.adjustment,
          let bounds = adjustment.bounds, let value = adjustment.value
        else { return }
        record.isShowingModel = true
        defer { record.isShowingModel = false }
        if record.shown != AnyHashable([bounds.lowerBound, bounds.upperBound]) {
          record.shown = AnyHashable([bounds.lowerBound, bounds.upperBound])
          gtk_range_set_range(widget.cast(), bounds.lowerBound, bounds.upperBound)
          let step = adjustment.step ?? (bounds.upperBound - bounds.lowerBound) / 20
          gtk_range_set_increments(widget.cast(), step, step * 2)
        }
        if gtk_range_get_value(widget.cast()) != value {
          gtk_range_set_value(widget.cast(), value)
        }
      case .button:
        let appearance = node.actionControl?.appearance(in: node.environment) ?? .tinted
        GtkStyle.setClass(
          GtkStyle.borderedClass, on: widget, appearance == .bordered)
        GtkStyle.setClass(
          GtkStyle.prominentClass, on: widget, appearance == .borderedProminent)
        // A selected row of a list with a selection is highlighted.
        let row = node.selectableRow
        if row.map({ $0.list.isSelected($0.tag) }) == true {
          gtk_widget_add_css_class(widget, GtkStyle.selectedClass)
        } else {
          gtk_widget_remove_css_class(widget, GtkStyle.selectedClass)
        }
      default: break
      }
    }

    private func updateSegments(_ record: WidgetRecord, node: ViewNode) {
      guard let picker = node.view(as: (any SelectionControl).self) else { return }
      let options = node.selectionOptions()
      let labels = options.map(\.node.readableLabel)
      if record.shown != AnyHashable(labels) {
        record.shown = AnyHashable(labels)
        while let child = gtk_widget_get_first_child(record.widget) { gtk_widget_unparent(child) }
        var first: Widget?
        for (index, label) in labels.enumerated() {
          let button = gtk_toggle_button_new_with_label(label)!
          gtk_widget_set_hexpand(button, 1)
          if let first { gtk_toggle_button_set_group(button.cast(), first.cast()) }
          first = first ?? button
          gtk_box_append(record.widget.cast(), button)
          Signals.connect(UnsafeMutableRawPointer(button), "toggled") {
            [weak self, weak record] in
            guard let record, gtk_toggle_button_get_active(button.cast()) != 0 else { return }
            self?.selectOption(index, of: record)
          }
        }
      }
      record.optionTags = options.map(\.tag)
      var child = gtk_widget_get_first_child(record.widget)
      var index = 0
      while let button = child {
        let active: gboolean =
          options.indices.contains(index)
            && options[index].tag == picker.selectedTag ? 1 : 0
        if gtk_toggle_button_get_active(button.cast()) != active {
          gtk_toggle_button_set_active(button.cast(), active)
        }
        child = gtk_widget_get_next_sibling(button)
        index += 1
      }
    }

    private func updateDropDown(_ record: WidgetRecord, node: ViewNode) {
      guard let picker = node.view(as: (any SelectionControl).self) else { return }
      let options = node.selectionOptions()
      let labels = options.map(\.node.readableLabel)
      record.optionTags = options.map(\.tag)
      if record.shown != AnyHashable(labels) {
        record.shown = AnyHashable(labels)
        let strings = labels.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        let model = strings.withUnsafeBufferPointer { buffer in
          buffer.baseAddress!.withMemoryRebound(
            to: UnsafePointer<CChar>?.self, capacity: buffer.count
          ) {
            gtk_string_list_new($0)
          }
        }
        gtk_drop_down_set_model(record.widget.opaque, model)
        g_object_unref(UnsafeMutableRawPointer(model))
      }
      let selected =
        options.firstIndex { $0.tag == picker.selectedTag }.map(UInt32.init)
        ?? UInt32(GTK_INVALID_LIST_POSITION)
      if gtk_drop_down_get_selected(record.widget.opaque) != selected {
        gtk_drop_down_set_selected(record.widget.opaque, selected)
      }
    }
  }
  extension WidgetRenderer {
    /// The whole text of a text view's buffer.
    static func text(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
      var start = GtkTextIter()
      var end = GtkTextIter()
      gtk_text_buffer_get_bounds(buffer, &start, &end)
      guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
      defer { g_free(characters) }
      return String(cString: characters)
    }
  }
#endif
