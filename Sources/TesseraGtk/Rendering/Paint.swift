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

    /// Paints into `cairo` over a `width` × `height` area.
    func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
      guard let first = colors.first else { return }
      let inset = (strokeWidth ?? 0) / 2
      let rect = CGRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset)
      path(cairo, in: rect)
      if colors.count > 1 {
        let gradient = cairo_pattern_create_linear(0, 0, 0, height)
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
      if let strokeWidth {
        cairo_set_line_width(cairo, strokeWidth)
        cairo_stroke(cairo)
      } else {
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
        trace(path, in: cairo)
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
