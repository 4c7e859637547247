#if GTK
  import CGtk

  /// A stepper's two buttons, − and +, linked in a box: made by the renderer and
  /// measured by the metrics, so layout leaves them the room they take.
  @MainActor
  struct StepperButtons {
    let box: Widget
    let decrement: Widget
    let increment: Widget

    /// New buttons in a new box.
    init() {
      box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_add_css_class(box, "linked")
      gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
      decrement = gtk_button_new_from_icon_name("list-remove-symbolic")!
      increment = gtk_button_new_from_icon_name("list-add-symbolic")!
      // Named, or a screen reader would read them by their icons' class.
      for (button, name) in [(decrement, "Decrease"), (increment, "Increase")] {
        gtk_widget_set_tooltip_text(button, name)
        tessera_accessible_set_text(button, GTK_ACCESSIBLE_PROPERTY_LABEL, name)
      }
      gtk_box_append(box.cast(), decrement)
      gtk_box_append(box.cast(), increment)
    }

    /// The buttons of a box `init()` made.
    init(box: Widget) {
      self.box = box
      decrement = gtk_widget_get_first_child(box)!
      increment = gtk_widget_get_last_child(box)!
    }
  }
#endif
