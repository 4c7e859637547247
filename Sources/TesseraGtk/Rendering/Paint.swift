#if GTK
  import CGtk
  import Foundation
  import TesseraCore

  /// What a drawing area paints: a colour, a shape filled or stroked, a gradient, a
  /// divider. It is kept by the widget (as its draw function's data) and replaced by the
  /// renderer when the view changes.
  final class Paint {
    /// The colours, one for a plain fill, several for a gradient (top to bottom).
    var colors: [GtkPalette.RGBA] = []
    /// The outline to fill or stroke.
    var outline = ShapePaint.Outline.rectangle
    /// The path of a `.path` outline, in the area's coordinates.
    var path = Path()
    /// The line width of a stroke; nil for a fill.
    var strokeWidth: CGFloat?
    /// The ends, corners and dashes of a stroke.
    var strokeStyle: StrokeStyle?
    /// How a gradient's colours are laid out; nil for top to bottom.
    var gradientKind: ShapePaint.GradientKind?
    /// What a `Canvas` drew, with each step's colour; empty for other views.
    var canvas: [CanvasStep] = []
    /// A grouped list section's card; nil for other views.
    var card: Card?

    /// The card under a grouped list section's rows, as GTK's boxed lists draw one: a
    /// rounded fill with a border, and a line between each two rows.
    struct Card: Hashable {
      var fill: GtkPalette.RGBA
      var border: GtkPalette.RGBA
      /// Where the lines between rows go, from the top of the area.
      var separators: [CGFloat]
      /// How far in from the card's leading edge the lines start: where the rows' text
      /// does.
      var separatorInset: CGFloat
      /// The radius of the card's corners: none for a band across the list.
      var cornerRadius: CGFloat
    }

    /// One thing a canvas drew, and the colour it is painted in.
    struct CanvasStep: Hashable {
      var command: CanvasCommand
      var color: GtkPalette.RGBA
    }

    /// Paints into `cairo` over a `width` × `height` area.
    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
      guard canvas.isEmpty else { return drawCanvas(cairo) }
      if let card { return drawCard(card, cairo, width: width, height: height) }
      guard let first = colors.first else { return }
      let inset = (strokeWidth ?? 0) / 2
      let rect = CGRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
      if case .angular(let center, let start, let end) = gradientKind, colors.count > 1 {
        // Cairo has no conic gradient: wedges of the colours, drawn into a group, are the
        // source the shape is filled or stroked with.
        cairo_push_group(cairo)
        drawWedges(cairo, width: width, height: height, center: center, from: start, to: end)
        let wedges = cairo_pop_group(cairo)
        cairo_set_source(cairo, wedges)
        cairo_pattern_destroy(wedges)
        path(cairo, in: rect)
        if strokeWidth != nil {
          applyStroke(cairo)
          cairo_stroke(cairo)
        } else {
          cairo_fill(cairo)
        }
        return
      }
      path(cairo, in: rect)
      if colors.count > 1 {
        let gradient = makeGradient(width: width, height: height)
        for (index, color) in colors.enumerated() {
          cairo_pattern_add_color_stop_rgba(
            gradient, Double(index) / Double(colors.count - 1), color.red, color.green,
            color.blue, color.alpha)
        }
        cairo_set_source(cairo, gradient)
        cairo_pattern_destroy(gradient)
      } else {
        cairo_set_source_rgba(cairo, first.red, first.green, first.blue, first.alpha)
      }
      if strokeWidth != nil {
        applyStroke(cairo)
        cairo_stroke(cairo)
      } else {
        cairo_fill(cairo)
      }
    }

    /// Paints a card: the fill and border of a rounded rectangle (half a pixel in, so that
    /// the border's line is sharp), and the lines between rows.
    private func drawCard(_ card: Card, _ cairo: OpaquePointer, width: Double, height: Double) {
      outline = .roundedRectangle(cornerRadius: card.cornerRadius)
      path(cairo, in: CGRect(x: 0.5, y: 0.5, width: width - 1, height: height - 1))
      cairo_set_source_rgba(cairo, card.fill.red, card.fill.green, card.fill.blue, card.fill.alpha)
      cairo_fill_preserve(cairo)
      cairo_set_line_width(cairo, 1)
      let border = card.border
      cairo_set_source_rgba(cairo, border.red, border.green, border.blue, border.alpha)
      cairo_stroke(cairo)
      for y in card.separators {
        let line = y.rounded() + 0.5
        cairo_move_to(cairo, card.separatorInset, line)
        cairo_line_to(cairo, width, line)
      }
      cairo_stroke(cairo)
    }

    /// Paints what a canvas drew, step by step.
    private func drawCanvas(_ cairo: OpaquePointer) {
      for step in canvas {
        let color = step.color
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        draw(step.command, cairo)
      }
    }

    /// Paints one thing a canvas drew, in the source colour already set.
    private func draw(_ command: CanvasCommand, _ cairo: OpaquePointer) {
      switch command {
      case .fill(let path, _, let evenOdd):
        trace(path, in: cairo)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cairo)
      case .stroke(let path, _, let style):
        trace(path, in: cairo)
        applyStroke(cairo, style: style)
        cairo_stroke(cairo)
      case .symbol:
        // GTK's symbols are icons, not glyphs cairo could draw: not drawn in a canvas.
        break
      case .text(let string, let point, let anchor, let font, _):
        cairo_select_font_face(
          cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
          (font?.weight ?? .regular) >= .semibold
            ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, font?.size ?? Font.body.size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, string, &extents)
        var fontExtents = cairo_font_extents_t()
        cairo_font_extents(cairo, &fontExtents)
        let height = fontExtents.ascent + fontExtents.descent
        cairo_move_to(
          cairo, point.x - anchor.x * extents.x_advance,
          point.y - anchor.y * height + fontExtents.ascent)
        cairo_show_text(cairo, string)
      case .adjusted(let inner, let adjustment):
        // The filters are in the step's colour; the clips narrow what cairo paints.
        cairo_save(cairo)
        for clip in adjustment.clips {
          if clip.inverse {
            // Outside the path: a rectangle far beyond the canvas, less the path.
            cairo_rectangle(cairo, -1e5, -1e5, 2e5, 2e5)
            trace(clip.path, in: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
          } else {
            trace(clip.path, in: cairo)
            cairo_set_fill_rule(
              cairo, clip.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
          }
          cairo_clip(cairo)
        }
        draw(inner, cairo)
        cairo_restore(cairo)
      }
      cairo_new_path(cairo)
    }

    /// Sets the line width, ends, corners and dashes of the stroke.
    private func applyStroke(_ cairo: OpaquePointer, style: StrokeStyle? = nil) {
      cairo_set_line_width(cairo, Double(style?.lineWidth ?? strokeWidth ?? 1))
      guard let style = style ?? strokeStyle else { return }
      let caps = [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE]
      let joins = [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL]
      cairo_set_line_cap(cairo, caps[Int(style.lineCap.rawValue)])
      cairo_set_line_join(cairo, joins[Int(style.lineJoin.rawValue)])
      cairo_set_miter_limit(cairo, style.miterLimit)
      if style.dash.isEmpty {
        // A dash pattern set for an earlier canvas step must not carry over.
        cairo_set_dash(cairo, nil, 0, 0)
      } else {
        let dashes = style.dash.map { Double($0) }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), style.dashPhase)
      }
    }

    /// The cairo pattern for a linear, radial or elliptical gradient over the area.
    private func makeGradient(width: Double, height: Double) -> OpaquePointer {
      switch gradientKind {
      case .linear(let start, let end):
        return cairo_pattern_create_linear(
          start.x * width, start.y * height, end.x * width, end.y * height)
      case .radial(let center, let startRadius, let endRadius):
        return cairo_pattern_create_radial(
          center.x * width, center.y * height, startRadius, center.x * width,
          center.y * height, endRadius)
      case .elliptical(let center, let startFraction, let endFraction):
        // A circle as wide as the smaller side; close enough to the ellipse SwiftUI draws.
        let radius = min(width, height)
        return cairo_pattern_create_radial(
          center.x * width, center.y * height, startFraction * radius, center.x * width,
          center.y * height, endFraction * radius)
      case .angular, nil:
        return cairo_pattern_create_linear(0, 0, 0, height)
      }
    }

    /// Fills thin wedges around `center`, each in the colour of its angle.
    private func drawWedges(
      _ cairo: OpaquePointer, width: Double, height: Double, center: UnitPoint, from start: Angle,
      to end: Angle
    ) {
      let origin = (x: center.x * width, y: center.y * height)
      let reach = 2 * (width + height)
      let count = 120
      for index in 0..<count {
        let fraction = Double(index) / Double(count - 1)
        let position = fraction * Double(colors.count - 1)
        let lower = min(Int(position), colors.count - 2)
        let mix = position - Double(lower)
        let a = colors[lower]
        let b = colors[lower + 1]
        cairo_set_source_rgba(
          cairo, a.red + (b.red - a.red) * mix, a.green + (b.green - a.green) * mix,
          a.blue + (b.blue - a.blue) * mix, a.alpha + (b.alpha - a.alpha) * mix)
        let span = end.radians - start.radians
        let from = start.radians + span * Double(index) / Double(count)
        let to = start.radians + span * Double(index + 1) / Double(count) + 0.01
        cairo_move_to(cairo, origin.x, origin.y)
        cairo_line_to(cairo, origin.x + reach * cos(from), origin.y + reach * sin(from))
        cairo_line_to(cairo, origin.x + reach * cos(to), origin.y + reach * sin(to))
        cairo_close_path(cairo)
        cairo_fill(cairo)
      }
    }

    private func path(_ cairo: OpaquePointer, in rect: CGRect) {
      let radius: CGFloat
      switch outline {
      case .rectangle:
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        return
      case .path:
        // A drawing area clips to its bounds: a stroke along a path at the edge (a ring)
        // is drawn a half line width smaller, so that it shows whole.
        if let strokeWidth, strokeWidth > 0, rect.width > 0, rect.height > 0 {
          let outer = rect.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
          cairo_save(cairo)
          cairo_translate(cairo, rect.minX, rect.minY)
          cairo_scale(cairo, rect.width / outer.width, rect.height / outer.height)
          cairo_translate(cairo, -outer.minX, -outer.minY)
          trace(path, in: cairo)
          cairo_restore(cairo)
        } else {
          trace(path, in: cairo)
        }
        return
      case .ellipse:
        cairo_save(cairo)
        cairo_translate(cairo, rect.midX, rect.midY)
        cairo_scale(cairo, max(rect.width / 2, 0.01), max(rect.height / 2, 0.01))
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cairo)
        return
      case .capsule: radius = min(rect.width, rect.height) / 2
      case .roundedRectangle(let cornerRadius): radius = min(cornerRadius, rect.height / 2)
      }
      let corners = [
        (rect.maxX - radius, rect.minY + radius, -Double.pi / 2),
        (rect.maxX - radius, rect.maxY - radius, 0),
        (rect.minX + radius, rect.maxY - radius, Double.pi / 2),
        (rect.minX + radius, rect.minY + radius, Double.pi),
      ]
      cairo_new_sub_path(cairo)
      for (x, y, start) in corners {
        cairo_arc(cairo, x, y, radius, start, start + .pi / 2)
      }
      cairo_close_path(cairo)
    }

    /// Follows `path` with cairo's pen (quadratic curves as the cubic curves they are).
    private func trace(_ path: Path, in cairo: OpaquePointer) {
      var current = CGPoint.zero
      for element in path.elements {
        switch element {
        case .move(let point):
          cairo_move_to(cairo, point.x, point.y)
          current = point
        case .line(let point):
          cairo_line_to(cairo, point.x, point.y)
          current = point
        case .quadCurve(let point, let control):
          let first = CGPoint(
            x: current.x + 2 / 3 * (control.x - current.x),
            y: current.y + 2 / 3 * (control.y - current.y))
          let second = CGPoint(
            x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
          cairo_curve_to(cairo, first.x, first.y, second.x, second.y, point.x, point.y)
          current = point
        case .curve(let point, let control1, let control2):
          cairo_curve_to(
            cairo, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
          current = point
        case .closeSubpath:
          cairo_close_path(cairo)
          var x = 0.0
          var y = 0.0
          cairo_get_current_point(cairo, &x, &y)
          current = CGPoint(x: x, y: y)
        }
      }
    }

    /// A drawing area that paints `paint`, which it keeps alive.
    @MainActor static func makeArea(_ paint: Paint) -> Widget {
      let area = gtk_drawing_area_new()!
      let draw: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
        guard let cairo, let data else { return }
        Unmanaged<Paint>.fromOpaque(data).takeUnretainedValue()
          .draw(cairo, width: Double(width), height: Double(height))
      }
      let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Paint>.fromOpaque(data).release()
      }
      gtk_drawing_area_set_draw_func(
        area.cast(), draw, Unmanaged.passRetained(paint).toOpaque(), release)
      return area
    }
  }
#endif
