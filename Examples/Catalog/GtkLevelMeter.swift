#if GTK
  import CGtk
  import Tessera

  /// The level meter's GTK counterpart, through `GtkWidgetRepresentable`: a `GtkScale`
  /// from 0 to 10 in whole steps, whose changes set the level. Each backend shows its own
  /// representable and leaves the other out, so the Catalog shows a meter in both.
  struct GtkLevelMeter: GtkWidgetRepresentable {
    @Binding var level: Int

    /// Where the scale's signal finds the level to set.
    final class Coordinator {
      var level: Binding<Int>
      init(level: Binding<Int>) { self.level = level }
    }

    func makeCoordinator() -> Coordinator { Coordinator(level: $level) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
      let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1)!
      let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        range, data in
        guard let range, let data else { return }
        let value = gtk_range_get_value(range.assumingMemoryBound(to: GtkRange.self))
        MainActor.assumeIsolated {
          let coordinator = Unmanaged<Coordinator>.fromOpaque(data).takeUnretainedValue()
          let level = Int(value.rounded())
          if coordinator.level.wrappedValue != level { coordinator.level.wrappedValue = level }
        }
      }
      // The coordinator lives as long as the widget: Tessera keeps both for the view.
      _ = tessera_signal_connect(
        UnsafeMutableRawPointer(scale), "value-changed", unsafeBitCast(changed, to: GCallback.self),
        Unmanaged.passUnretained(context.coordinator).toOpaque(), nil)
      return scale
    }

    func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
      context.coordinator.level = $level
      let range = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkRange.self)
      if gtk_range_get_value(range) != Double(level) {
        gtk_range_set_value(range, Double(level))
      }
    }

    func sizeThatFits(
      _ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkWidget>, context: Context
    ) -> CGSize? {
      CGSize(width: 160, height: 34)
    }
  }
#endif
