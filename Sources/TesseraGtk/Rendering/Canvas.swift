#if GTK
  import CGtk
  import Foundation

  /// A GTK container whose children sit where Tessera's layout put them: each child has a
  /// frame, in points (one point is one pixel), relative to the canvas. GTK's own layout
  /// takes no part, so a window looks as the layout engine decided, as in the terminal.
  ///
  /// The container is a `GtkBox` whose layout manager is replaced by a custom one that
  /// allocates every child its frame (never less than its minimum size, which GTK
  /// requires). A canvas can clip its children (scroll views, lists, presentations).
  @MainActor
  final class Canvas {
    /// The container widget.
    let widget: Widget
    /// Called when GTK gives the canvas a new size (the window was resized).
    var onResize: ((CGSize) -> Void)?
    private(set) var size = CGSize.zero
    /// Whether every child sits at its latest frame (false from a change until GTK's next
    /// allocation): until then the window shows the previous layout.
    private(set) var isAllocated = false
    private var frames: [Widget: CGRect] = [:]
    private var effects: [Widget: [DrawEffect]] = [:]
    /// Pop-overs attached to the canvas: GTK leaves placing them to their parent, each time
    /// the parent is allocated.
    private var popovers: Set<Widget> = []

    private static let dataKey = "tessera-canvas"

    /// A new, empty canvas; `clips` hides what its children draw outside it.
    init(clips: Bool) {
      widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      g_object_ref_sink(widget.object)
      let measure: GtkCustomMeasureFunc = { _, _, _, minimum, natural, _, _ in
        minimum?.pointee = 0
        natural?.pointee = 0
      }
      let allocate: GtkCustomAllocateFunc = { container, width, height, _ in
        guard let container, let data = g_object_get_data(container.object, Canvas.dataKey)
        else { return }
        let canvas = Unmanaged<Canvas>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated {
          canvas.allocate(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
        }
      }
      gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measure, allocate))
      if clips { gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN) }
      // The canvas outlives its widget's use: the host keeps both and drops them together.
      g_object_set_data(widget.object, Self.dataKey, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
      g_object_set_data(widget.object, Self.dataKey, nil)
      g_object_unref(widget.object)
    }

    /// Attaches `popover` to the canvas, which places it beside what it points at.
    func attach(popover: Widget) {
      guard gtk_widget_get_parent(popover) != widget else { return }
      popovers.insert(popover)
      gtk_widget_set_parent(popover, widget)
      gtk_widget_queue_allocate(widget)
    }

    /// Takes `popover` off the canvas.
    func detach(popover: Widget) {
      guard popovers.remove(popover) != nil else { return }
      gtk_widget_unparent(popover)
    }

    /// Puts `child` in the canvas (after `previous`, or first) at `frame`, drawn with
    /// `effects` (rotations and scales around points of the canvas, outermost first).
    func place(
      _ child: Widget, at frame: CGRect, after previous: Widget?, effects: [DrawEffect] = []
    ) {
      if gtk_widget_get_parent(child) != widget {
        gtk_widget_insert_after(child, widget, previous)
        isAllocated = false
      } else if gtk_widget_get_prev_sibling(child) != previous {
        gtk_widget_insert_after(child, widget, previous)
      }
      if frames[child] != frame || self.effects[child, default: []] != effects {
        frames[child] = frame
        self.effects[child] = effects.isEmpty ? nil : effects
        isAllocated = false
        gtk_widget_queue_allocate(widget)
      }
    }

    /// Where `child` is placed, and the effects it is drawn with, if it is in the canvas.
    func placement(of child: Widget) -> (frame: CGRect, effects: [DrawEffect])? {
      frames[child].map { ($0, effects[child] ?? []) }
    }

    /// Takes `child` out of the canvas.
    func remove(_ child: Widget) {
      frames[child] = nil
      effects[child] = nil
      if gtk_widget_get_parent(child) == widget { gtk_widget_unparent(child) }
    }

    private func allocate(size: CGSize) {
      if size != self.size {
        self.size = size
        if let onResize {
          // Not while GTK is allocating: relayout (which changes widgets) on the next turn.
          DispatchQueue.main.async { onResize(size) }
        }
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        child = gtk_widget_get_next_sibling(current)
        if popovers.contains(current) {
          gtk_popover_present(current.cast())
          continue
        }
        let frame = frames[current] ?? .zero
        var minimumWidth: Int32 = 0
        var minimumHeight: Int32 = 0
        gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(Int32(frame.width.rounded()), minimumWidth)
        gtk_widget_measure(
          current, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, nil, nil, nil)
        let height = max(Int32(frame.height.rounded()), minimumHeight)
        if let effects = effects[current] {
          gtk_widget_allocate(
            current, width, height, -1, DrawEffect.transform(effects, origin: frame.origin))
        } else {
          var allocation = GtkAllocation(
            x: Int32(frame.minX.rounded()), y: Int32(frame.minY.rounded()), width: width,
            height: height)
          gtk_widget_size_allocate(current, &allocation, -1)
        }
      }
      isAllocated = true
    }
  }
#endif
