#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// Puts the current state of `node` into its widget.
    func update(_ record: WidgetRecord, node: ViewNode) {
      switch record.kind {
      case .label:
        if let text = node.view(as: Text.self) { updateLabel(record, text: text, node: node) }
      case .picture:
        if let image = node.view(as: Image.self) { updatePicture(record, image: image) }
      case .symbol:
        if let image = node.view(as: Image.self), case .system(let name) = image.source {
          updateSymbol(
            record, name: name, size: node.frame.size,
            color: symbolColor(node))
        }
      case .paint:
        updatePaint(record, node: node)
      case .bar:
        updateBar(record, node: node)
      case .scroller, .presentation, .window, .native:
        break
      default:
        updateControl(record, node: node)
      }
    }

    private func updateLabel(_ record: WidgetRecord, text: Text, node: ViewNode) {
      let environment = node.environment
      let text = text.cased(in: environment)
      let colors = text.runs.map { textColor($0.style, node: node) }
      // As many lines as layout measured for the frame: GTK then wraps and cuts the text
      // where the layout did, whatever rounding does to the frame's height.
      let context = LayoutContext(node: node, engine: engine, containerAxis: nil)
      let lineCount = text.lines(in: node.frame.size, context: context).count
      let state: [AnyHashable] = [
        String(describing: text.runs), colors.map(\.hex), colors.map(\.alpha), lineCount,
        String(describing: environment.font), String(describing: environment.lineLimit),
        String(describing: environment.multilineTextAlignment),
        String(describing: environment.truncationMode), environment.tracking,
        environment.baselineOffset,
      ]
      guard record.shown != AnyHashable(state) else { return }
      record.shown = AnyHashable(state)
      let label = record.widget.opaque
      gtk_label_set_text(label, text.plainText)
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
      var start = 0
      for (run, color) in zip(text.runs, colors) {
        let end = start + run.string.utf8.count
        let description = FontDescription.make(environment.font, style: run.style)
        var runAttributes = [pango_attr_font_desc_new(description)]
        pango_font_description_free(description)
        runAttributes.append(
          pango_attr_foreground_new(
            UInt16(color.red * 65535), UInt16(color.green * 65535), UInt16(color.blue * 65535)))
        runAttributes.append(pango_attr_foreground_alpha_new(UInt16(color.alpha * 65535)))
        if run.style.isUnderlined {
          runAttributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        }
        if run.style.isStruckThrough { runAttributes.append(pango_attr_strikethrough_new(1)) }
        let tracking = run.style.tracking ?? environment.tracking
        if tracking != 0 {
          runAttributes.append(pango_attr_letter_spacing_new(Int32(tracking * Double(PANGO_SCALE))))
        }
        let rise = run.style.baselineOffset ?? environment.baselineOffset
        if rise != 0 {
          runAttributes.append(pango_attr_rise_new(Int32(rise * Double(PANGO_SCALE))))
        }
        for attribute in runAttributes {
          guard let attribute else { continue }
          attribute.pointee.start_index = UInt32(start)
          attribute.pointee.end_index = UInt32(end)
          pango_attr_list_insert(attributes, attribute)
        }
        start = end
      }
      gtk_label_set_attributes(label, attributes)
      pango_attr_list_unref(attributes)
      let alignment: Float =
        switch environment.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
      gtk_label_set_xalign(label, alignment)
      gtk_label_set_justify(
        label,
        alignment == 0 ? GTK_JUSTIFY_LEFT : alignment == 1 ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_CENTER)
      gtk_label_set_lines(label, Int32(max(lineCount, 1)))
      gtk_label_set_ellipsize(label, TextLayout.ellipsizing(environment.truncationMode))
    }

    /// The colour of a run: its own, else the environment's, else the label colour of the
    /// control it is in (accent for buttons, the selection for tab items), else primary.
    private func textColor(_ style: TextStyle, node: ViewNode) -> GtkPalette.RGBA {
      if style.link != nil {
        return node.environment.tint.map { palette.rgba($0) } ?? palette.accent
      }
      var color = palette.primary
      if let own = style.color ?? node.environment.foregroundColor {
        color = palette.rgba(own)
      } else {
        var ancestor = node.parent
        while let current = ancestor {
          if let tab = current.view(as: TabBarItem.self) {
            color = tab.isSelected ? palette.accent : palette.secondary
            break
          }
          if let control = current.actionControl {
            switch control.appearance(in: current.environment) {
            case .plain: break
            case .borderedProminent: color = GtkPalette.RGBA(red: 1, green: 1, blue: 1)
            case .tinted, .bordered:
              color =
                control.buttonRole == .destructive
                ? palette.destructive
                : current.environment.tint.map(palette.rgba) ?? palette.accent
            }
            break
          }
          if current.isControl { break }
          ancestor = current.parent
        }
      }
      if !node.environment.isEnabled { color.alpha *= 0.45 }
      return color
    }

    private func updatePicture(_ record: WidgetRecord, image: Image) {
      guard record.shown != AnyHashable(String(describing: image.source)) else { return }
      record.shown = AnyHashable(String(describing: image.source))
      let picture = record.widget.opaque
      switch image.source {
      case .named(let name, let bundlePath):
        let url = ImageResources.url(named: name, bundlePath: bundlePath)
        gtk_picture_set_filename(picture, url?.path)
      case .data(let data):
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let texture = gdk_texture_new_from_bytes(bytes, nil)
        gtk_picture_set_paintable(picture, texture)
        if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        g_bytes_unref(bytes)
      case .system:
        break
      }
    }

    private func updateSymbol(
      _ record: WidgetRecord, name: String, size: CGSize, color: GtkPalette.RGBA
    ) {
      let pixels = Int32(max(min(size.width, size.height), 8))
      let colorClass = GtkStyle.foregroundClass(color)
      let shown: [AnyHashable] = [name, pixels, colorClass]
      guard record.shown != AnyHashable(shown) else { return }
      if let old = record.shown as? [AnyHashable], let oldClass = old.last as? String {
        gtk_widget_remove_css_class(record.widget, oldClass)
      }
      record.shown = AnyHashable(shown)
      gtk_image_set_from_icon_name(record.widget.opaque, SymbolIcons.iconName(for: name))
      gtk_image_set_pixel_size(record.widget.opaque, pixels)
      gtk_widget_add_css_class(record.widget, colorClass)
    }

    /// A symbol's colour: the foreground colour, else the tint, else as a text there.
    private func symbolColor(_ node: ViewNode) -> GtkPalette.RGBA {
      if node.environment.foregroundColor == nil, let tint = node.environment.tint {
        return palette.rgba(tint)
      }
      return textColor(TextStyle(), node: node)
    }

    private func updatePaint(_ record: WidgetRecord, node: ViewNode) {
      guard let paint = record.paint else { return }
      var colors: [GtkPalette.RGBA] = []
      var outline = ShapePaint.Outline.rectangle
      var path = Path()
      var strokeWidth: CGFloat?
      var strokeStyle: StrokeStyle?
      var gradientKind: ShapePaint.GradientKind?
      if let canvas = node.view(as: TesseraCore.Canvas.self) {
        let foreground = node.environment.foregroundColor ?? .primary
        let drawn = canvas.commands(in: node.frame.size).map { command in
          let color: Color? =
            switch command {
            case .fill(_, let paint, _), .stroke(_, let paint, _):
              paint.color ?? paint.gradient.map { $0[$0.count / 2] }
            case .text(_, _, _, _, let color): color
            }
          return Paint.CanvasStep(command: command, color: palette.rgba(color ?? foreground))
        }
        guard record.shown != AnyHashable(drawn) else { return }
        record.shown = AnyHashable(drawn)
        paint.canvas = drawn
        gtk_widget_queue_draw(record.widget)
        return
      } else if let color = node.view(as: Color.self) {
        colors = [palette.rgba(color)]
      } else if let shape = node.view(as: (any ShapePainting).self)?.paint {
        outline = shape.outline
        strokeWidth = shape.strokeWidth
        strokeStyle = shape.strokeStyle
        gradientKind = shape.gradientKind
        if outline == .path, let painting = node.view(as: (any ShapePainting).self) {
          path = painting.outlinePath(in: CGRect(origin: .zero, size: node.frame.size))
        }
        colors =
          shape.gradient?.map(palette.rgba)
          ?? [palette.rgba(shape.color ?? node.environment.foregroundColor ?? .primary)]
      } else {
        colors = [palette.separator]
      }
      let state: [AnyHashable] = [
        colors.map(\.hex), colors.map(\.alpha), String(describing: outline), path,
        strokeWidth.map { Double($0) }, strokeStyle, String(describing: gradientKind),
      ]
      guard record.shown != AnyHashable(state) else { return }
      record.shown = AnyHashable(state)
      paint.colors = colors
      paint.outline = outline
      paint.path = path
      paint.strokeWidth = strokeWidth
      paint.strokeStyle = strokeStyle
      paint.gradientKind = gradientKind
      gtk_widget_queue_draw(record.widget)
    }

    /// The title of the page a navigation stack shows now, if it has one.
    func navigationTitle(of stack: ViewNode) -> String? {
      guard let top = stack.children.last(where: { !$0.key.isPart }) else { return nil }
      return NavigationBar.title(in: top)?.title
    }

    private func updateBar(_ record: WidgetRecord, node: ViewNode) {
      // A page that hid the navigation bar: the header bar is not shown.
      let hidden = node.locals[NavigationBarPlacement.self]?.isBarHidden == true
      if (gtk_widget_get_visible(record.widget) != 0) == hidden {
        gtk_widget_set_visible(record.widget, hidden ? 0 : 1)
      }
      var title = ""
      let isNavigation = node.view(as: (any NavigationContainer).self) != nil
      if isNavigation, node.locals[NavigationBarPlacement.self]?.largeTitle == nil {
        title = navigationTitle(of: node) ?? ""
      }
      // The colour `toolbarBackground` set for this bar, as a CSS class.
      let color = node.environment.toolbarBackgrounds[isNavigation ? .navigationBar : .tabBar]
      let background = color.map { GtkStyle.backgroundClass(palette.rgba($0)) }
      let shown: [AnyHashable] = [title, background]
      guard record.shown != AnyHashable(shown) else { return }
      if let old = record.shown as? [AnyHashable], let oldClass = old.last as? String {
        gtk_widget_remove_css_class(record.widget, oldClass)
      }
      record.shown = AnyHashable(shown)
      if let background { gtk_widget_add_css_class(record.widget, background) }
      if isNavigation, let label = gtk_header_bar_get_title_widget(record.widget.opaque) {
        gtk_label_set_text(label.cast(), title)
      }
    }
  }
#endif
