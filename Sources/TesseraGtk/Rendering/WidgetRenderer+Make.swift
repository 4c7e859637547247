#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// A new widget of `kind` for `node`, with its signals connected to the node.
    func make(_ kind: WidgetRecord.Kind, for node: ViewNode) -> WidgetRecord {
      switch kind {
      case .label:
        let label = gtk_label_new(nil)!
        gtk_label_set_wrap(label.cast(), 1)
        gtk_label_set_wrap_mode(label.cast(), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_yalign(label.cast(), 0)
        let record = WidgetRecord(node: node, kind: kind, widget: label)
        if node.actionControl != nil {
          // A text with a Markdown link opens it when clicked.
          let click = gtk_gesture_click_new()!
          gtk_widget_add_controller(label, click)
          Signals.connectPressed(UnsafeMutableRawPointer(click)) { [weak self, weak record] _, _ in
            guard let node = record?.node, node.performClick() == .performed else { return }
            self?.didAct()
          }
        } else {
          gtk_widget_set_can_target(label, 0)
        }
        return record
      case .picture:
        let picture = gtk_picture_new()!
        gtk_picture_set_can_shrink(picture.cast(), 1)
        gtk_picture_set_content_fit(picture.opaque, GTK_CONTENT_FIT_FILL)
        gtk_widget_set_can_target(picture, 0)
        return WidgetRecord(node: node, kind: kind, widget: picture)
      case .symbol:
        let image = gtk_image_new()!
        gtk_widget_set_can_target(image, 0)
        return WidgetRecord(node: node, kind: kind, widget: image)
      case .paint:
        let paint = Paint()
        let record = WidgetRecord(node: node, kind: kind, widget: Paint.makeArea(paint))
        record.paint = paint
        gtk_widget_set_can_target(record.widget, 0)
        return record
      case .bar:
        // GTK's own bars, for their look: a header bar with the title for a navigation
        // stack, an action bar for a tab view. The back button, toolbar items and tab
        // items are Tessera's buttons, placed over the bar where layout put them.
        let bar: Widget
        if node.view(as: (any NavigationContainer).self) != nil {
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
        return WidgetRecord(node: node, kind: kind, widget: bar)
      case .native:
        // The representable's widget; the record adds a reference of its own.
        return WidgetRecord(node: node, kind: kind, widget: node.nativeWidget!)
      case .scroller, .presentation:
        let canvas = Canvas(clips: true)
        let record = WidgetRecord(node: node, kind: kind, widget: canvas.widget, canvas: canvas)
        if kind == .scroller { watchScrolling(record) }
        return record
      default:
        return makeControl(kind, for: node)
      }
    }

    private func watchScrolling(_ record: WidgetRecord) {
      let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
      gtk_widget_add_controller(record.widget, controller)
      Signals.connectScroll(UnsafeMutableRawPointer(controller)) {
        [weak self, weak record] dx, dy in
        guard let self, let node = record?.node, let state = node.locals[ScrollState.self],
          node.environment.isScrollEnabled
        else { return false }
        // Only along an axis whose content is longer than the view; otherwise the scroll
        // goes on to the scroll view around this one (a row of cards inside a page).
        let step = 3 * self.metrics.controlHeight / 2
        let room = CGSize(
          width: state.contentSize.width - state.viewportSize.width,
          height: state.contentSize.height - state.viewportSize.height)
        var scrolled = false
        if dy != 0, room.height > 0.5 {
          state.offset.y = min(max(state.offset.y + dy * step, 0), room.height)
          scrolled = true
        }
        if dx != 0, room.width > 0.5 {
          state.offset.x = min(max(state.offset.x + dx * step, 0), room.width)
          scrolled = true
        }
        guard scrolled else { return false }
        node.invalidatePlacement()
        self.didAct()
        return true
      }
    }
  }
#endif
