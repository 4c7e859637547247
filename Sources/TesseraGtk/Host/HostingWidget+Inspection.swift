#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension HostingWidget {
    /// A widget as the window shows it, read back from GTK itself (not from Tessera's
    /// tree), for tests and tools.
    package struct ShownWidget: Equatable, CustomStringConvertible {
      /// The GTK type: `GtkLabel`, `GtkButton`, `GtkSwitch`, `GtkEntry`, …
      package var type: String
      /// A label's or entry's text, a toggle button's label, a drop-down's selection.
      package var text: String?
      /// Whether a switch or toggle button is on, a list row's button selected, or a menu
      /// button's pop-over open.
      package var isOn: Bool?
      /// Where it is, in the pixels of its window.
      package var frame: CGRect
      /// The X11 id of that window (the widget's own, or a sheet's or alert's), for
      /// xdotool; 0 when GTK does not run on X11.
      package var windowID: UInt = 0
      /// Whether it has the keyboard focus, or is inside the widget that has it (a focused
      /// button's label).
      package var isFocused = false

      package var description: String {
        var parts = [type]
        if let text { parts.append("\"\(text)\"") }
        if let isOn { parts.append(isOn ? "on" : "off") }
        if isFocused { parts.append("focused") }
        parts.append("\(frame)")
        if windowID != 0 { parts.append("in \(windowID)") }
        return parts.joined(separator: " ")
      }
    }

    /// The widgets shown now, in drawing order (a container before its children): the
    /// window's, then those of each sheet or alert over it.
    package func shownWidgets() -> [ShownWidget] {
      var result: [ShownWidget] = []
      func visit(_ widget: Widget, inFocus: Bool = false) {
        if gtk_widget_get_visible(widget) == 0 { return }
        let isFocused = inFocus || gtk_widget_is_focus(widget) != 0
        let type = String(cString: tessera_type_name(UnsafeMutableRawPointer(widget)))
        var shown = ShownWidget(
          type: type, frame: frame(of: widget) ?? .zero,
          windowID: UInt(tessera_x11_window_id(widget)), isFocused: isFocused)
        switch type {
        case "GtkLabel":
          shown.text = String(cString: gtk_label_get_text(widget.cast()))
        case "GtkEntry", "GtkSearchEntry", "GtkPasswordEntry":
          shown.text = String(cString: gtk_editable_get_text(widget.cast()))
        case "GtkSwitch":
          shown.isOn = gtk_switch_get_active(widget.cast()) != 0
        case "GtkCheckButton":
          shown.isOn = gtk_check_button_get_active(widget.cast()) != 0
        case "GtkMenuButton":
          // Whether its pop-over (a date picker's calendar and time) is open.
          let popover = gtk_menu_button_get_popover(widget.cast())
          shown.isOn = popover.map { gtk_widget_get_visible(tessera_widget($0)) != 0 } ?? false
        case "GtkButton":
          if gtk_widget_has_css_class(widget, GtkStyle.selectedClass) != 0 { shown.isOn = true }
          // An icon button (a stepper's − and +) is known by its tooltip.
          shown.text = gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }
        case "GtkScale":
          shown.text = String(format: "%g", gtk_range_get_value(widget.cast()))
        case "GtkToggleButton":
          shown.text = gtk_button_get_label(widget.cast()).map { String(cString: $0) }
          shown.isOn = gtk_toggle_button_get_active(widget.cast()) != 0
        default: break
        }
        result.append(shown)
        // A drop-down's and an entry's insides are GTK's own.
        guard !["GtkEntry", "GtkSearchEntry", "GtkPasswordEntry", "GtkDropDown"].contains(type)
        else { return }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
          visit(current, inFocus: isFocused)
          child = gtk_widget_get_next_sibling(current)
        }
      }
      visit(canvas.widget)
      for window in presentationWindows { visit(window.canvas.widget) }
      return result
    }

    /// The texts of the labels shown now, in drawing order.
    package var shownTexts: [String] {
      shownWidgets().filter { $0.type == "GtkLabel" }.compactMap(\.text)
    }

    /// The middle of the control labelled `label` (a button, toggle, field, picker), in
    /// the pixels of the window it is in, where a click lands on its widget, and that
    /// window's X11 id (a sheet's or alert's own window, or the main one); nil while there
    /// is no such control or GTK has not yet moved it where the last layout put it.
    package func center(ofControlLabelled label: String) -> (point: CGPoint, windowID: UInt)? {
      var found: ViewNode?
      ElementTree.walk(graph.root) { node in
        if found == nil, node.isControl, node.readableLabel == label,
          renderer.record(for: node.renderID) != nil
        {
          found = node
        }
        return found == nil
      }
      guard let node = found, let record = renderer.record(for: node.renderID),
        record.parent?.isAllocated == true, let frame = frame(of: record.widget),
        frame.width > 0
      else { return nil }
      return (
        CGPoint(x: frame.midX, y: frame.midY), UInt(tessera_x11_window_id(record.widget))
      )
    }

    /// Where `widget` is, in the pixels of its surface (what xdotool uses): its window's,
    /// or a pop-over's own.
    private func frame(of widget: Widget) -> CGRect? {
      guard let native = gtk_widget_get_native(widget) else { return nil }
      let window = native.widget
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return nil }
      var dx = 0.0
      var dy = 0.0
      gtk_native_get_surface_transform(native, &dx, &dy)
      return CGRect(
        x: Double(bounds.origin.x) + dx, y: Double(bounds.origin.y) + dy,
        width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
  }
#endif
