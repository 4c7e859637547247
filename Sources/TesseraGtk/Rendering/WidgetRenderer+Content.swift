#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  extension WidgetRenderer {
    /// Puts the state of `element` into its widget; `labelColor` is the colour texts take
    /// from the button or tab they are in.
    func update(_ record: WidgetRecord, element: RenderElement, labelColor: GtkPalette.RGBA?) {
      // By the widget's kind: a list row's button shows a row of any content.
      switch (record.kind, element.content) {
      case (.label, .text(let text)), (.heading, .text(let text)):
        updateLabel(record, text: text, element: element, labelColor: labelColor)
      case (.symbol, .image(let image)):
        if case .system(let name) = image.source {
          updateSymbol(
            record, name: name, size: element.frame.size,
            color: symbolColor(element, labelColor: labelColor))
        }
      case (.picture, .image(let image)):
        updatePicture(record, image: image)
      case (.paint, _):
        updatePaint(record, element: element)
      case (.bar, .navigationBar(let bar)):
        // The inline title; a large one has a row of its own under the bar.
        updateBar(
          record, hidden: bar.isHidden, title: bar.showsInlineTitle ? bar.title ?? "" : "",
          background: bar.background)
      case (.bar, .bottomBar(let background)):
        updateBar(record, hidden: false, title: nil, background: background)
      case (.button, _):
        updateButton(record, element: element)
      case (.label, _), (.heading, _), (.symbol, _), (.picture, _), (.bar, _), (.scroller, _),
        (.presentation, _), (.window, _), (.native, _):
        break
      default:
        updateControl(record, element: element)
      }
      showPointer(element.style.pointer, over: record)
      describe(record, element.accessibility)
    }

    /// Shows the pointer a view asked for (`pointerStyle`) over its widget. A drawing
    /// takes the pointer then, to show it; the clicks still go on to the window's canvas.
    private func showPointer(_ pointer: PointerStyle?, over record: WidgetRecord) {
      gtk_widget_set_cursor_from_name(record.widget, pointer?.cursorName)
      if record.kind == .paint { gtk_widget_set_can_target(record.widget, pointer == nil ? 0 : 1) }
    }

    /// Tells assistive technologies (through GTK's accessible properties) what the
    /// element is, changing only what differs from what the widget was told last. A fill
    /// or shape is left out unless a label names it, a control nothing names is named by
    /// its kind (not its class, which GTK would read), and a widget the app brought (a
    /// representable) keeps what its own code set.
    private func describe(_ record: WidgetRecord, _ accessibility: RenderAccessibility) {
      var wanted = accessibility
      switch record.kind {
      case .native, .scroller, .presentation, .window, .bar: return
      case .paint: wanted.isHidden = wanted.isHidden || wanted.label == nil
      case .progressBar, .spinner, .slider:
        wanted.label = wanted.label ?? record.kind.spokenKind
      default: break
      }
      let told = record.accessibility ?? RenderAccessibility()
      guard wanted != told else { return }
      record.accessibility = wanted
      let texts: [(GtkAccessibleProperty, KeyPath<RenderAccessibility, String?>)] = [
        (GTK_ACCESSIBLE_PROPERTY_LABEL, \.label),
        (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, \.hint),
        (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, \.value),
      ]
      // A property never set is left to GTK (a label reads its own text).
      for (property, text) in texts where wanted[keyPath: text] != told[keyPath: text] {
        tessera_accessible_set_text(record.widget, property, wanted[keyPath: text])
      }
      if wanted.isHidden != told.isHidden {
        tessera_accessible_set_hidden(record.widget, wanted.isHidden ? 1 : 0)
      }
      if record.kind == .heading, wanted.headingLevel != told.headingLevel {
        tessera_accessible_set_level(record.widget, Int32(wanted.headingLevel))
      }
      let isSelected = wanted.traits.contains(.isSelected)
      if isSelected != told.traits.contains(.isSelected) {
        tessera_accessible_set_selected(record.widget, isSelected ? 1 : 0)
      }
    }

    private func updateLabel(
      _ record: WidgetRecord, text: RenderText, element: RenderElement,
      labelColor: GtkPalette.RGBA?
    ) {
      let style = element.style
      let colors = text.runs.map { textColor($0.style, element: element, labelColor: labelColor) }
      let label = record.widget.opaque
      // A text with a Markdown link opens it when clicked.
      gtk_widget_set_can_target(record.widget, text.opensLinks ? 1 : 0)
      gtk_label_set_text(label, text.runs.map(\.string).joined())
      let attributes = pango_attr_list_new()
      pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
      var start = 0
      for (run, color) in zip(text.runs, colors) {
        let end = start + run.string.utf8.count
        let description = FontDescription.make(
          style.font, style: run.style, textSize: style.dynamicTypeSize)
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
        let tracking = run.style.tracking ?? style.tracking
        if tracking != 0 {
          runAttributes.append(pango_attr_letter_spacing_new(Int32(tracking * Double(PANGO_SCALE))))
        }
        let rise = run.style.baselineOffset ?? style.baselineOffset
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
        switch style.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
      gtk_label_set_xalign(label, alignment)
      gtk_label_set_justify(
        label,
        alignment == 0 ? GTK_JUSTIFY_LEFT : alignment == 1 ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_CENTER)
      // As many lines as layout measured for the frame: GTK then wraps and cuts the text
      // where the layout did, whatever rounding does to the frame's height.
      gtk_label_set_lines(label, Int32(max(text.lines.count, 1)))
      gtk_label_set_ellipsize(label, TextLayout.ellipsizing(style.truncationMode))
    }

    /// The colour texts inside `element` take from it: the label colour of a button (the
    /// accent, or its role's or tint's) or a tab item (the tint or accent when selected,
    /// else secondary); primary inside any other control; else what they take from around
    /// it.
    func labelColor(inside element: RenderElement, around: GtkPalette.RGBA?) -> GtkPalette.RGBA? {
      var content = element.content
      // A `.button` toggle's label is coloured as its button's.
      if case .toggle(let toggle) = content, let button = toggle.button {
        content = .button(button)
      }
      switch content {
      case .button(let button):
        if let isSelected = button.isSelectedTab {
          // The selected tab in the tint, as SwiftUI draws it (a themed bar's accent).
          guard isSelected else { return palette.secondary }
          return element.style.tint.map(palette.rgba) ?? palette.accent
        }
        switch button.appearance {
        case .plain: return nil
        case .menuItem: return button.role == .destructive ? palette.destructive : palette.primary
        case .borderedProminent: return GtkPalette.RGBA(red: 1, green: 1, blue: 1)
        case .tinted, .bordered:
          return button.role == .destructive
            ? palette.destructive : element.style.tint.map(palette.rgba) ?? palette.accent
        }
      case .toggle, .textInput, .picker, .datePicker, .adjustable:
        return nil
      default:
        return around
      }
    }

    /// The colour of a run: its own, else the foreground colour, else the label colour of
    /// the control it is in, else primary; dimmed when disabled.
    private func textColor(
      _ run: TextStyle, element: RenderElement, labelColor: GtkPalette.RGBA?
    ) -> GtkPalette.RGBA {
      if run.link != nil {
        return element.style.tint.map { palette.rgba($0) } ?? palette.accent
      }
      var color =
        (run.color ?? element.style.foregroundColor).map { palette.rgba($0) }
        ?? labelColor ?? palette.primary
      if !element.style.isEnabled { color.alpha *= 0.45 }
      return color
    }

    /// The colour a canvas's `command` paints in: its own or `foreground`, through the
    /// colour filters it was drawn with.
    private func canvasColor(of command: CanvasCommand, foreground: Color) -> GtkPalette.RGBA {
      var color = palette.rgba(command.color ?? foreground)
      var command = command
      while case .adjusted(let inner, let adjustment) = command {
        for filter in adjustment.filters {
          var multiplier: RenderColorFilter.Channels = (1, 1, 1)
          if case .multiply(let by) = filter {
            let rgba = palette.rgba(by)
            multiplier = (rgba.red, rgba.green, rgba.blue)
          }
          (color.red, color.green, color.blue) = filter.apply(
            to: (color.red, color.green, color.blue), multiplier: multiplier)
        }
        command = inner
      }
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
    private func symbolColor(_ element: RenderElement, labelColor: GtkPalette.RGBA?)
      -> GtkPalette.RGBA
    {
      if element.style.foregroundColor == nil, let tint = element.style.tint {
        return palette.rgba(tint)
      }
      return textColor(TextStyle(), element: element, labelColor: labelColor)
    }

    private func updatePaint(_ record: WidgetRecord, element: RenderElement) {
      guard let paint = record.paint else { return }
      var colors: [GtkPalette.RGBA] = []
      var outline = ShapePaint.Outline.rectangle
      var path = Path()
      var strokeWidth: CGFloat?
      var strokeStyle: StrokeStyle?
      var gradientKind: ShapePaint.GradientKind?
      let foreground = element.style.foregroundColor ?? .primary
      paint.card = nil
      switch element.content {
      case .listSection(let section):
        // The card's top is the rows' (`widgetFrame` only narrows it).
        paint.card = Paint.Card(
          fill: palette.isDark ? palette.barBackground : palette.background,
          border: palette.separator, separators: section.separators.map { $0 - section.rows.minY },
          separatorInset: max(section.rowInset - (section.isInset ? Self.cardMargin : 0), 0),
          cornerRadius: section.isInset ? 8 : 0)
        gtk_widget_queue_draw(record.widget)
        return
      case .canvas(let commands):
        paint.canvas = commands.map { command in
          Paint.CanvasStep(
            command: command, color: canvasColor(of: command, foreground: foreground))
        }
        gtk_widget_queue_draw(record.widget)
        return
      case .color(let color):
        colors = [palette.rgba(color)]
      case .shape(let shape):
        let painted = shape.paint
        outline = painted.outline
        strokeWidth = painted.strokeWidth
        strokeStyle = painted.strokeStyle
        gradientKind = painted.gradientKind
        // The outline comes in window coordinates; the drawing area draws in its own.
        path =
          shape.path?.offsetBy(dx: -element.frame.minX, dy: -element.frame.minY) ?? Path()
        colors =
          painted.gradient?.map(palette.rgba) ?? [palette.rgba(painted.color ?? foreground)]
      default:
        colors = [palette.separator]
      }
      paint.canvas = []
      paint.colors = colors
      paint.outline = outline
      paint.path = path
      paint.strokeWidth = strokeWidth
      paint.strokeStyle = strokeStyle
      paint.gradientKind = gradientKind
      gtk_widget_queue_draw(record.widget)
    }

    /// Shows a bar (a tab bar has no `title`).
    private func updateBar(
      _ record: WidgetRecord, hidden: Bool, title: String?, background: Color?
    ) {
      // A page that hid the navigation bar: the header bar is not shown.
      if (gtk_widget_get_visible(record.widget) != 0) == hidden {
        gtk_widget_set_visible(record.widget, hidden ? 0 : 1)
      }
      // The colour `toolbarBackground` set for this bar, as a CSS class.
      let backgroundClass = background.map { GtkStyle.backgroundClass(palette.rgba($0)) }
      if let old = record.shown as? String, old != backgroundClass {
        gtk_widget_remove_css_class(record.widget, old)
      }
      record.shown = backgroundClass.map(AnyHashable.init)
      if let backgroundClass { gtk_widget_add_css_class(record.widget, backgroundClass) }
      if let title, let label = gtk_header_bar_get_title_widget(record.widget.opaque) {
        gtk_label_set_text(label.cast(), title)
      }
    }
  }
#endif
