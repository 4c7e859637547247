#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// A new widget of `kind` for `element`, its signals reporting what the user does to
    /// it as events on the element.
    func make(_ kind: WidgetRecord.Kind, for element: RenderElement) -> WidgetRecord {
      let id = element.id
      switch kind {
      case .label, .heading:
        let label = kind == .heading ? tessera_heading_label_new()! : gtk_label_new(nil)!
        gtk_label_set_wrap(label.cast(), 1)
        gtk_label_set_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_yalign(label.cast(), 0)
        // A text with a Markdown link opens it when clicked (the label takes clicks only
        // then: see `updateLabel`).
        let click = gtk_gesture_click_new()!
        gtk_widget_add_controller(label, click)
        Signals.connectPressed(UnsafeMutableRawPointer(click)) { [weak self] _, _ in
          _ = self?.onEvent(.click(id))
        }
        return WidgetRecord(id: id, kind: kind, widget: label)
      case .picture:
        let picture = gtk_picture_new()!
        gtk_picture_set_can_shrink(picture.cast(), 1)
        gtk_picture_set_content_fit(picture.opaque, GTK_CONTENT_FIT_FILL)
        gtk_widget_set_can_target(picture, 0)
        return WidgetRecord(id: id, kind: kind, widget: picture)
      case .symbol:
        let image = gtk_image_new()!
        gtk_widget_set_can_target(image, 0)
        return WidgetRecord(id: id, kind: kind, widget: image)
      case .paint:
        let paint = Paint()
        let record = WidgetRecord(id: id, kind: kind, widget: Paint.makeArea(paint))
        record.paint = paint
        gtk_widget_set_can_target(record.widget, 0)
        return record
      case .bar:
        // GTK's own bars, for their look: a header bar with the title for a navigation
        // stack, an action bar for a tab view. The back button, toolbar items and tab
        // items are Tessera's buttons, placed over the bar where layout put them.
        let bar: Widget
        if case .navigationBar = element.content {
          bar = gtk_header_bar_new()!
          gtk_header_bar_set_show_title_buttons(bar.opaque, 0)
          let title = gtk_label_new(nil)!
          gtk_widget_add_css_class(title, "tessera-title")
          gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
          gtk_header_bar_set_title_widget(bar.opaque, title)
        } else {
          bar = gtk_action_bar_new()!
        }
        gtk_widget_add_css_class(bar, "tessera-bar")
        return WidgetRecord(id: id, kind: kind, widget: bar)
      case .native:
        // The representable's widget; the record adds a reference of its own.
        guard case .platform(let platform) = element.content,
          let holder = platform.object as? any NativeWidgetHolder
        else { preconditionFailure("a native widget's element carries its widget") }
        return WidgetRecord(id: id, kind: kind, widget: holder.widget)
      case .scroller, .presentation:
        let canvas = Canvas(clips: true)
        let record = WidgetRecord(id: id, kind: kind, widget: canvas.widget, canvas: canvas)
        if kind == .scroller { watchScrolling(record) }
        return record
      default:
        return makeControl(kind, for: element)
      }
    }

    private func watchScrolling(_ record: WidgetRecord) {
      let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
      gtk_widget_add_controller(record.widget, controller)
      let id = record.id
      Signals.connectScroll(UnsafeMutableRawPointer(controller)) {
        [weak self, weak record] dx, dy in
        guard let self, case .scrollView(let scroll) = record?.content, scroll.isEnabled else {
          return false
        }
        // Shift turns a wheel's vertical turn sideways, as in GTK's own scrolled windows
        // (a touchpad scrolls sideways by itself).
        let state = gtk_event_controller_get_current_event_state(controller).rawValue
        let (dx, dy) = state & GDK_SHIFT_MASK.rawValue != 0 && dx == 0 ? (dy, 0.0) : (dx, dy)
        // Only along an axis whose content is longer than the view; otherwise the scroll
        // goes on to the scroll view around this one (a row of cards inside a page).
        let step = 3 * self.metrics.controlHeight / 2
        let room = scroll.room
        let distance = CGSize(
          width: room.width > 0.5 ? dx * step : 0, height: room.height > 0.5 ? dy * step : 0)
        guard distance != .zero else { return false }
        _ = self.onEvent(.scroll(id, by: distance))
        return true
      }
    }
  }
#endif
