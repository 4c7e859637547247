#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// A new native control for the element `id`; its signals report the user's changes
    /// as events on the element, and ignore the widget's echo of the element's own state.
    func makeControl(_ kind: WidgetRecord.Kind, for element: RenderElement) -> WidgetRecord {
      let id = element.id
      switch kind {
      case .button:
        let button = gtk_button_new()!
        gtk_widget_add_css_class(button, "tessera-button")
        // As in SwiftUI, a click on a button leaves the focus where it was (a text field
        // being edited keeps it); Tab still reaches the button.
        gtk_widget_set_focus_on_click(button, 0)
        Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in
          _ = self?.onEvent(.click(id))
        }
        // GTK marks a button active while it is held down: a button style of the app's
        // draws it pressed meanwhile.
        var wasActive = false
        Signals.connect(UnsafeMutableRawPointer(button), "state-flags-changed") { [weak self] in
          let isActive =
            gtk_widget_get_state_flags(button).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
          guard isActive != wasActive else { return }
          wasActive = isActive
          _ = self?.onEvent(.press(id, isDown: isActive))
        }
        return WidgetRecord(id: id, kind: kind, widget: button)
      case .toggle, .checkButton, .toggleButton:
        let toggle: Widget
        switch kind {
        case .checkButton: toggle = gtk_check_button_new()!
        case .toggleButton:
          toggle = gtk_toggle_button_new()!
          gtk_widget_add_css_class(toggle, "tessera-button")
          gtk_widget_set_focus_on_click(toggle, 0)
        default: toggle = gtk_switch_new()!
        }
        if kind != .toggleButton { gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER) }
        let record = WidgetRecord(id: id, kind: kind, widget: toggle)
        let signal = kind == .toggle ? "notify::active" : "toggled"
        Signals.connect(UnsafeMutableRawPointer(toggle), signal) { [weak self, weak record] in
          guard let record, !record.isShowingModel, case .toggle(let shown) = record.content,
            Self.isActive(record) != shown.isOn
          else { return }
          _ = self?.onEvent(.toggle(id, isOn: !shown.isOn))
        }
        return record
      case .colorButton:
        let button = gtk_color_button_new()!
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        let record = WidgetRecord(id: id, kind: kind, widget: button)
        // GTK's chooser dialog sets the colour; the model takes it from the button.
        Signals.connect(UnsafeMutableRawPointer(button), "color-set") { [weak self] in
          var rgba = GdkRGBA()
          gtk_color_chooser_get_rgba(button.opaque, &rgba)
          let color = Color(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
            opacity: Double(rgba.alpha))
          _ = self?.onEvent(.chooseColor(id, color))
        }
        return record
      case .entry, .searchEntry, .passwordEntry:
        let entry: Widget
        switch kind {
        case .searchEntry: entry = gtk_search_entry_new()!
        case .passwordEntry:
          // GTK's own: bullets, kept off the clipboard, a button to peek at the text, and a
          // warning while Caps Lock is on.
          entry = gtk_password_entry_new()!
          gtk_password_entry_set_show_peek_icon(entry.cast(), 1)
        default: entry = gtk_entry_new()!
        }
        gtk_editable_set_width_chars(entry.opaque, 1)
        let record = WidgetRecord(id: id, kind: kind, widget: entry)
        Signals.connect(UnsafeMutableRawPointer(entry), "changed") { [weak self, weak record] in
          guard let record, !record.isShowingModel, case .textInput(let field) = record.content
          else { return }
          let text = String(cString: gtk_editable_get_text(entry.opaque))
          guard text != field.text else { return }
          _ = self?.onEvent(.editText(id, text))
        }
        Signals.connect(UnsafeMutableRawPointer(entry), "activate") { [weak self] in
          _ = self?.onEvent(.submit(id))
        }
        if kind == .searchEntry {
          // Escape in a search entry empties it, as in GNOME's own.
          Signals.connect(UnsafeMutableRawPointer(entry), "stop-search") { [weak self] in
            _ = self?.onEvent(.editText(id, ""))
          }
        }
        return record
      case .textView:
        let view = gtk_text_view_new()!
        gtk_text_view_set_wrap_mode(view.cast(), GTK_WRAP_WORD_CHAR)
        // Tab moves the focus on, as in every other control.
        gtk_text_view_set_accepts_tab(view.cast(), 0)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.cast(), view)
        let record = WidgetRecord(
          id: id, kind: kind, widget: isField(element) ? makeVerticalField(scroller) : scroller)
        let buffer = gtk_text_view_get_buffer(view.cast())!
        Signals.connect(UnsafeMutableRawPointer(buffer), "changed") { [weak self, weak record] in
          guard let record, !record.isShowingModel,
            case .textInput(let field) = record.content
          else { return }
          let text = Self.text(of: buffer)
          guard text != field.text else { return }
          _ = self?.onEvent(.editText(id, text))
        }
        return record
      case .segmented:
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(box, "linked")
        return WidgetRecord(id: id, kind: kind, widget: box)
      case .dropDown:
        let dropDown = gtk_drop_down_new(nil, nil)!
        let record = WidgetRecord(id: id, kind: kind, widget: dropDown)
        Signals.connect(UnsafeMutableRawPointer(dropDown), "notify::selected") {
          [weak self, weak record] in
          guard let record else { return }
          self?.selectOption(Int(gtk_drop_down_get_selected(dropDown.opaque)), of: record)
        }
        return record
      case .date:
        guard case .datePicker(let picker) = element.content else {
          preconditionFailure("a date picker's widget is made for a date picker's element")
        }
        return makeDatePicker(for: id, picker: picker)
      case .stepper:
        let buttons = StepperButtons()
        for (button, direction) in [(buttons.decrement, -1), (buttons.increment, 1)] {
          Signals.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in
            _ = self?.onEvent(.step(id, by: direction))
          }
        }
        return WidgetRecord(id: id, kind: kind, widget: buttons.box)
      case .slider:
        let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
        gtk_scale_set_draw_value(scale.cast(), 0)
        gtk_widget_set_valign(scale, GTK_ALIGN_CENTER)
        let record = WidgetRecord(id: id, kind: kind, widget: scale)
        Signals.connect(UnsafeMutableRawPointer(scale), "value-changed") {
          [weak self, weak record] in
          guard let record, !record.isShowingModel,
            case .adjustable(let adjustable) = record.content
          else { return }
          let value = gtk_range_get_value(scale.cast())
          guard value != adjustable.value else { return }
          _ = self?.onEvent(.slide(id, to: value))
        }
        return record
      case .spinner:
        let spinner = gtk_spinner_new()!
        gtk_spinner_start(spinner.opaque)
        return WidgetRecord(id: id, kind: kind, widget: spinner)
      default:
        let bar = gtk_progress_bar_new()!
        gtk_widget_set_valign(bar, GTK_ALIGN_CENTER)
        return WidgetRecord(id: id, kind: kind, widget: bar)
      }
    }

    /// Chooses the picker's option at `index` when it is not the chosen one already: the
    /// widget's own change, not the echo of an update.
    private func selectOption(_ index: Int, of record: WidgetRecord) {
      guard !record.isShowingModel, case .picker(let picker) = record.content,
        picker.options.indices.contains(index),
        picker.selectedIndex != index
      else { return }
      _ = onEvent(.choose(record.id, option: index))
    }

    /// Puts the state of a control's element into its widget.
    func updateControl(_ record: WidgetRecord, element: RenderElement) {
      let widget = record.widget
      gtk_widget_set_sensitive(widget, element.style.isEnabled ? 1 : 0)
      gtk_widget_set_can_target(widget, element.style.allowsHitTesting ? 1 : 0)
      switch element.content {
      case .toggle(let toggle):
        if let button = toggle.button {
          showLook(button.appearance, isFullyRounded: button.isFullyRounded, on: widget)
        }
        guard Self.isActive(record) != toggle.isOn else { break }
        let active: gboolean = toggle.isOn ? 1 : 0
        switch record.kind {
        case .checkButton: gtk_check_button_set_active(widget.cast(), active)
        case .toggleButton: gtk_toggle_button_set_active(widget.cast(), active)
        default: gtk_switch_set_active(widget.opaque, active)
        }
      case .colorWell(let well):
        gtk_color_chooser_set_use_alpha(widget.opaque, well.supportsOpacity ? 1 : 0)
        let color = palette.rgba(well.color)
        var rgba = GdkRGBA(
          red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
          alpha: Float(color.alpha))
        var shown = GdkRGBA()
        gtk_color_chooser_get_rgba(widget.opaque, &shown)
        if gdk_rgba_equal(&rgba, &shown) == 0 { gtk_color_chooser_set_rgba(widget.opaque, &rgba) }
      case .textInput(let field) where !field.isMultiline:
        if String(cString: gtk_editable_get_text(widget.opaque)) != field.text {
          gtk_editable_set_text(widget.opaque, field.text)
        }
        // A search or password entry is no `GtkEntry`: its placeholder is a property.
        tessera_set_placeholder_text(widget, field.placeholder)
      case .textInput(let field):
        let scroller = field.isField ? gtk_overlay_get_child(widget.cast()) : widget
        guard let scroller, let view = gtk_scrolled_window_get_child(scroller.cast()),
          let buffer = gtk_text_view_get_buffer(view.cast())
        else { return }
        // Set only when the model changed it: setting moves the cursor to the end.
        if Self.text(of: buffer) != field.text {
          gtk_text_buffer_set_text(buffer, field.text, -1)
        }
        if field.isField, let placeholder = gtk_widget_get_last_child(widget) {
          gtk_label_set_text(placeholder.cast(), field.placeholder)
          gtk_widget_set_visible(placeholder, field.text.isEmpty ? 1 : 0)
        }
      case .picker(let picker) where picker.isSegmented:
        updateSegments(record, picker: picker)
      case .picker(let picker):
        updateDropDown(record, picker: picker)
      case .datePicker(let picker):
        updateDatePicker(record, picker: picker)
      case .progress(let fraction, _):
        if let fraction { gtk_progress_bar_set_fraction(widget.opaque, fraction) }
      case .adjustable(let adjustable) where !adjustable.isSlider:
        let buttons = StepperButtons(box: widget)
        gtk_widget_set_sensitive(buttons.decrement, adjustable.canDecrement ? 1 : 0)
        gtk_widget_set_sensitive(buttons.increment, adjustable.canIncrement ? 1 : 0)
      case .adjustable(let adjustable):
        guard let bounds = adjustable.bounds, let value = adjustable.value else { return }
        if record.shown != AnyHashable([bounds.lowerBound, bounds.upperBound]) {
          record.shown = AnyHashable([bounds.lowerBound, bounds.upperBound])
          gtk_range_set_range(widget.cast(), bounds.lowerBound, bounds.upperBound)
          let step = adjustable.step ?? (bounds.upperBound - bounds.lowerBound) / 20
          gtk_range_set_increments(widget.cast(), step, step * 2)
        }
        if gtk_range_get_value(widget.cast()) != value {
          gtk_range_set_value(widget.cast(), value)
        }
      default:
        break
      }
    }

    /// Whether a toggle's switch, check button or toggle button is on.
    static func isActive(_ record: WidgetRecord) -> Bool {
      switch record.kind {
      case .checkButton: gtk_check_button_get_active(record.widget.cast()) != 0
      case .toggleButton: gtk_toggle_button_get_active(record.widget.cast()) != 0
      default: gtk_switch_get_active(record.widget.opaque) != 0
      }
    }

    /// Shows a button's look, or a list row's button's: bordered or prominent, and
    /// highlighted when its row is selected.
    func updateButton(_ record: WidgetRecord, element: RenderElement) {
      let widget = record.widget
      gtk_widget_set_sensitive(widget, element.style.isEnabled ? 1 : 0)
      gtk_widget_set_can_target(widget, element.style.allowsHitTesting ? 1 : 0)
      var appearance = ButtonAppearance.tinted
      var isFullyRounded = false
      var takesFocusOnClick = false
      if case .button(let button) = element.content {
        appearance = button.appearance
        isFullyRounded = button.isFullyRounded
        takesFocusOnClick = button.takesFocusOnClick
      }
      // A focusable view takes the focus on a click, so its keys reach its `onKeyPress`.
      gtk_widget_set_focus_on_click(widget, takesFocusOnClick ? 1 : 0)
      showLook(appearance, isFullyRounded: isFullyRounded, on: widget)
      GtkStyle.setClass(GtkStyle.selectedClass, on: widget, element.decorations.selection != nil)
    }

    /// Gives a button's widget the classes of its look: bordered, prominent, rounded.
    private func showLook(
      _ appearance: ButtonAppearance, isFullyRounded: Bool, on widget: Widget
    ) {
      GtkStyle.setClass(GtkStyle.borderedClass, on: widget, appearance == .bordered)
      GtkStyle.setClass(GtkStyle.prominentClass, on: widget, appearance == .borderedProminent)
      GtkStyle.setClass(GtkStyle.roundedClass, on: widget, appearance.hasFill && isFullyRounded)
    }

    private func updateSegments(_ record: WidgetRecord, picker: RenderPicker) {
      if record.shown != AnyHashable(picker.options) {
        record.shown = AnyHashable(picker.options)
        while let child = gtk_widget_get_first_child(record.widget) { gtk_widget_unparent(child) }
        var first: Widget?
        for (index, label) in picker.options.enumerated() {
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
      var child = gtk_widget_get_first_child(record.widget)
      var index = 0
      while let button = child {
        let active: gboolean = picker.selectedIndex == index ? 1 : 0
        if gtk_toggle_button_get_active(button.cast()) != active {
          gtk_toggle_button_set_active(button.cast(), active)
        }
        child = gtk_widget_get_next_sibling(button)
        index += 1
      }
    }

    private func updateDropDown(_ record: WidgetRecord, picker: RenderPicker) {
      if record.shown != AnyHashable(picker.options) {
        record.shown = AnyHashable(picker.options)
        let strings = picker.options.map { strdup($0) } + [nil]
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
      let selected = picker.selectedIndex.map(UInt32.init) ?? UInt32(GTK_INVALID_LIST_POSITION)
      if gtk_drop_down_get_selected(record.widget.opaque) != selected {
        gtk_drop_down_set_selected(record.widget.opaque, selected)
      }
    }
  }
  extension WidgetRenderer {
    /// Whether `element` is a field (a vertical `TextField`) rather than a text editor.
    private func isField(_ element: RenderElement) -> Bool {
      guard case .textInput(let field) = element.content else { return false }
      return field.isField
    }

    /// A vertical `TextField`: the text view in `scroller` framed as an entry is, its text
    /// inset so that one line sits where an entry's does, and its placeholder over it
    /// while the text is empty (GTK's text view has none of its own).
    private func makeVerticalField(_ scroller: Widget) -> Widget {
      let overlay = gtk_overlay_new()!
      gtk_widget_add_css_class(overlay, "tessera-field")
      // Its height is the lines layout gave it: a scroll bar's own length must not make
      // a one-line field taller. Past its `lineLimit` it still scrolls, with the wheel and
      // the cursor.
      gtk_scrolled_window_set_policy(scroller.cast(), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
      gtk_overlay_set_child(overlay.cast(), scroller)
      let line = metrics.editorLines(of: "", font: nil, width: nil).height
      let inset = Int32(max((metrics.controlHeight - line) / 2, 0))
      let side = Int32(GtkMetrics.fieldTextInset)
      let view = gtk_scrolled_window_get_child(scroller.cast())!
      gtk_text_view_set_top_margin(view.cast(), inset)
      gtk_text_view_set_bottom_margin(view.cast(), inset)
      gtk_text_view_set_left_margin(view.cast(), side)
      gtk_text_view_set_right_margin(view.cast(), side)
      let placeholder = gtk_label_new(nil)!
      gtk_widget_add_css_class(placeholder, "dim-label")
      gtk_label_set_xalign(placeholder.cast(), 0)
      gtk_label_set_wrap(placeholder.cast(), 1)
      gtk_widget_set_valign(placeholder, GTK_ALIGN_START)
      gtk_widget_set_halign(placeholder, GTK_ALIGN_FILL)
      gtk_widget_set_margin_top(placeholder, inset)
      gtk_widget_set_margin_start(placeholder, side)
      gtk_widget_set_margin_end(placeholder, side)
      // Clicks go through it to the text view.
      gtk_widget_set_can_target(placeholder, 0)
      gtk_overlay_add_overlay(overlay.cast(), placeholder)
      return overlay
    }

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
