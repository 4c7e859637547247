#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// Every widget in the window's canvas and the canvases inside it, one line each in
    /// drawing order, with its state as GTK holds it: its type, where the canvas places
    /// it, its CSS classes, opacity and sensitivity, and what it shows (a label's text and
    /// attributes, a switch's state, a drawing's colours and outline, …). Two renderers
    /// that show the same tree give the same lines, however they got there.
    func widgetStates() -> [String] {
      var recordsByWidget: [Widget: WidgetRecord] = [:]
      for record in records.values { recordsByWidget[record.widget] = record }
      var lines: [String] = []
      func describe(_ canvas: Canvas, depth: Int) {
        var child = gtk_widget_get_first_child(canvas.widget)
        while let widget = child {
          let record = recordsByWidget[widget]
          var parts = [String(repeating: "  ", count: depth) + Self.typeName(of: widget)]
          if let placement = canvas.placement(of: widget) {
            parts.append("at \(placement.frame)")
            if !placement.effects.isEmpty { parts.append("\(placement.effects)") }
          }
          parts.append(Self.cssClasses(of: widget).joined(separator: "."))
          parts.append(
            "opacity \(gtk_widget_get_opacity(widget)) sensitive \(gtk_widget_get_sensitive(widget))"
              + " visible \(gtk_widget_get_visible(widget)) target \(gtk_widget_get_can_target(widget))"
              + " overflow \(gtk_widget_get_overflow(widget).rawValue)")
          parts.append(contentsOf: state(of: widget, record: record))
          lines.append(parts.joined(separator: " "))
          if let inner = record?.canvas { describe(inner, depth: depth + 1) }
          child = gtk_widget_get_next_sibling(widget)
        }
      }
      describe(root, depth: 0)
      return lines
    }

    /// What `widget` shows, as GTK holds it (a drawing's, as its paint holds it).
    private func state(of widget: Widget, record: WidgetRecord?) -> [String] {
      switch Self.typeName(of: widget) {
      case "GtkLabel":
        let attributes = gtk_label_get_attributes(widget.opaque).map {
          String(cString: pango_attr_list_to_string($0))
        }
        return [
          "\"\(String(cString: gtk_label_get_text(widget.opaque)))\"", attributes ?? "",
          "lines \(gtk_label_get_lines(widget.opaque))",
          "xalign \(gtk_label_get_xalign(widget.opaque))",
          "ellipsize \(gtk_label_get_ellipsize(widget.opaque).rawValue)",
        ]
      case "GtkEntry":
        return [
          "\"\(String(cString: gtk_editable_get_text(widget.opaque)))\"",
          "visibility \(gtk_entry_get_visibility(widget.cast()))",
          gtk_entry_get_placeholder_text(widget.cast()).map { String(cString: $0) } ?? "",
        ]
      case "GtkSearchEntry", "GtkPasswordEntry":
        return ["\"\(String(cString: gtk_editable_get_text(widget.opaque)))\""]
      case "GtkSwitch":
        return ["active \(gtk_switch_get_active(widget.opaque))"]
      case "GtkCheckButton":
        return ["active \(gtk_check_button_get_active(widget.cast()))"]
      case "GtkToggleButton":
        return ["active \(gtk_toggle_button_get_active(widget.cast()))"]
      case "GtkDrawingArea":
        guard let paint = record?.paint else { return [] }
        return [
          "\(paint.colors)", "\(paint.outline)", "\(paint.path)", "\(paint.strokeWidth as Any)",
          "\(paint.strokeStyle as Any)", "\(paint.gradientKind as Any)", "\(paint.canvas)",
        ]
      case "GtkImage":
        return [
          gtk_image_get_icon_name(widget.opaque).map { String(cString: $0) } ?? "",
          "size \(gtk_image_get_pixel_size(widget.opaque))",
        ]
      case "GtkPicture":
        return ["\(record?.shown as Any)"]
      case "GtkDropDown":
        return ["selected \(gtk_drop_down_get_selected(widget.opaque))", "\(record?.shown as Any)"]
      case "GtkScale":
        let adjustment = gtk_range_get_adjustment(widget.cast())
        return [
          "value \(gtk_range_get_value(widget.cast()))",
          "range \(gtk_adjustment_get_lower(adjustment))…\(gtk_adjustment_get_upper(adjustment))",
        ]
      case "GtkProgressBar":
        return ["fraction \(gtk_progress_bar_get_fraction(widget.opaque))"]
      case "GtkHeaderBar":
        let title = gtk_header_bar_get_title_widget(widget.opaque)
        return [title.map { String(cString: gtk_label_get_text($0.cast())) } ?? ""]
      case "GtkMenuButton":
        return [gtk_menu_button_get_label(widget.cast()).map { String(cString: $0) } ?? ""]
      case "GtkBox" where record?.kind == .segmented || record?.kind == .stepper:
        // Segments and stepper buttons: each one's label, state and sensitivity.
        var states: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let part = child {
          let label = gtk_button_get_label(part.cast()).map { String(cString: $0) } ?? ""
          let active =
            Self.typeName(of: part) == "GtkToggleButton"
            ? gtk_toggle_button_get_active(part.cast()) : 0
          states.append("[\(label) \(active) \(gtk_widget_get_sensitive(part))]")
          child = gtk_widget_get_next_sibling(part)
        }
        return states
      default:
        return []
      }
    }

    private static func typeName(of widget: Widget) -> String {
      String(cString: tessera_type_name(UnsafeMutableRawPointer(widget)))
    }

    private static func cssClasses(of widget: Widget) -> [String] {
      guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
      defer { g_strfreev(classes) }
      var names: [String] = []
      var index = 0
      while let name = classes[index] {
        names.append(String(cString: name))
        index += 1
      }
      return names
    }
  }

  extension HostingWidget {
    /// The state of every widget shown, read back from GTK (see
    /// `WidgetRenderer.widgetStates()`), for tests.
    package func widgetStates() -> [String] {
      renderer.widgetStates()
    }

    /// The state of every widget that a renderer starting from nothing shows for the tree
    /// as laid out now, built afresh: what the incremental widgets must equal. Use it on
    /// views without representables or presentations (whose widgets and windows cannot
    /// be shown twice).
    package func freshWidgetStates() -> [String] {
      let fresh = WidgetRenderer(root: Canvas(clips: true), metrics: renderer.metrics)
      fresh.palette = renderer.palette
      let tree = loop.freshRenderTree()
      fresh.render(tree)
      defer { fresh.render(RenderTree(elements: [], windowSize: tree.windowSize)) }
      return fresh.widgetStates()
    }
  }
#endif
