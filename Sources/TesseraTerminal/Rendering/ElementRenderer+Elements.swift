import Foundation
import TesseraCore
import TesseraImages

extension ElementRenderer {
  /// Paints what lies under an element's children: fills of colours, shapes and
  /// gradients, and the bars of navigation stacks and tab views.
  func drawBeforeChildren(
    _ element: RenderElement, rect: CellRect, into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let area = rect.intersection(clip)
    switch element.content {
    case .color(let color):
      // Cut to a round `clipShape` around it (a round button's background), when tall
      // enough for its curve to show.
      if let outline = element.decorations.clipOutline,
        let curve = curvedOutline(outline, frame: element.frame, rect: rect),
        let rgb = palette.rgb(color)
      {
        PathRasterizer(cellSize: cellSize).fill(curve, color: rgb, into: &buffer, clip: clip)
      } else {
        fill(area, color: color, into: &buffer)
      }
    case .canvas(let commands):
      drawCanvas(commands, element: element, into: &buffer, clip: clip)
    case .shape(let shape) where shape.paint.outline == .path:
      drawPath(shape, element: element, into: &buffer, clip: clip)
    case .shape(let shape) where shape.paint.strokeWidth == nil:
      if let gradient = shape.paint.gradient, !gradient.isEmpty {
        fillGradient(
          gradient, kind: shape.paint.gradientKind, rect: rect, area: area, into: &buffer)
      } else if let curve = curvedOutline(
        shape.paint.outline == .rectangle
          ? element.decorations.clipOutline ?? .rectangle : shape.paint.outline,
        frame: element.frame, rect: rect),
        let rgb = palette.rgb(shape.paint.color ?? element.style.foregroundColor ?? .primary)
      {
        PathRasterizer(cellSize: cellSize).fill(curve, color: rgb, into: &buffer, clip: clip)
      } else {
        fill(
          area, color: shape.paint.color ?? element.style.foregroundColor ?? .primary,
          into: &buffer)
      }
    case .navigationBar(let bar):
      guard !bar.isHidden else { return }
      let row = CellRect(column: rect.column, row: rect.row, width: rect.width, height: 1)
      buffer.fill(
        row.intersection(clip), grapheme: " ",
        style: CellStyle(background: barBackground(bar.background)))
    case .bottomBar(let background):
      let row = CellRect(column: rect.column, row: rect.maxRow - 1, width: rect.width, height: 1)
      buffer.fill(
        row.intersection(clip), grapheme: " ",
        style: CellStyle(background: barBackground(background)))
    case .button(let button):
      drawButtonFill(button, element: element, area: area, into: &buffer)
    case .toggle(let toggle):
      if let button = toggle.button {
        drawButtonFill(button, element: element, area: area, into: &buffer)
      }
    default:
      break
    }
  }

  /// A shape of any outline (a path, an arc, a trimmed ring): filled in half blocks or
  /// stroked in braille dots, in window coordinates.
  private func drawPath(
    _ shape: RenderShape, element: RenderElement, into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let paint = shape.paint
    let color =
      paint.color ?? paint.gradient.map { $0[$0.count / 2] } ?? element.style.foregroundColor
      ?? .primary
    guard let rgb = palette.rgb(color), let path = shape.path else { return }
    let rasterizer = PathRasterizer(cellSize: cellSize)
    if paint.strokeWidth != nil {
      rasterizer.stroke(path, color: rgb, into: &buffer, clip: clip)
    } else {
      rasterizer.fill(path, color: rgb, into: &buffer, clip: clip)
    }
  }

  /// The outline of a filled circle, ellipse or capsule tall enough (three rows) to show
  /// its curve in half blocks; nil for a shape a block of cells draws as well (a dot, a
  /// one-line capsule button).
  private func curvedOutline(_ outline: ShapePaint.Outline, frame: CGRect, rect: CellRect)
    -> Path?
  {
    guard rect.height >= 3, rect.width >= 4 else { return nil }
    switch outline {
    case .ellipse, .capsule: return roundedPath(outline, in: frame)
    default: return nil
    }
  }

  /// The fill behind a bordered button's label: the bar colour, or the accent colour for
  /// a prominent one (grey when disabled).
  private func drawButtonFill(
    _ button: RenderButton, element: RenderElement, area: CellRect,
    into buffer: inout ScreenBuffer
  ) {
    guard button.appearance.hasFill else { return }
    var fill = palette.barBackground
    if button.appearance == .borderedProminent && element.style.isEnabled {
      fill = button.role == .destructive ? palette.destructive : accent(element)
    }
    buffer.fill(area, grapheme: " ", style: CellStyle(background: fill))
  }

  /// The background of a bar: the colour set by `toolbarBackground`, else the palette's.
  func barBackground(_ color: Color?) -> CellStyle.RGB {
    color.flatMap { palette.rgb($0) } ?? palette.barBackground
  }

  /// Draws what lies over an element's children: text, symbols, control decorations,
  /// strokes, dividers, borders, the navigation title, and the focus highlight.
  func drawAfterChildren(
    _ element: RenderElement, rect: CellRect, into buffer: inout ScreenBuffer, clip: CellRect,
    quarterTurns: Int = 0
  ) {
    switch element.content {
    case .text(let text):
      drawText(text, element: element, rect: rect, into: &buffer, clip: clip)
    case .image(let image):
      drawImage(
        image, element: element, rect: rect, into: &buffer, clip: clip,
        quarterTurns: quarterTurns)
    case .shape(let shape) where shape.paint.strokeWidth != nil && shape.paint.outline != .path:
      var style = baseStyle(element)
      if let color = shape.paint.color { style.foreground = palette.rgb(color) }
      let rounded = shape.paint.outline != .rectangle
      drawBox(rect, rounded: rounded, style: style, into: &buffer, clip: clip)
    case .divider:
      var style = baseStyle(element)
      style.foreground = palette.separator
      if rect.width <= 1 && rect.height > 1 {
        for row in rect.row..<rect.maxRow {
          buffer.write("│", column: rect.column, row: row, style: style, clip: clip)
        }
      } else {
        buffer.write(
          String(repeating: "─", count: max(rect.width, 0)), column: rect.column, row: rect.row,
          style: style, clip: clip)
      }
    case .navigationBar(let bar):
      drawNavigationTitle(bar, element: element, rect: rect, into: &buffer, clip: clip)
    case .platform(let platform):
      if let widget = platform.object as? any TerminalWidget {
        drawWidget(widget, rect: rect, into: &buffer, clip: clip)
      }
    default:
      drawControl(element, rect: rect, into: &buffer, clip: clip)
    }
    let decorations = element.decorations
    if let border = decorations.border {
      var style = baseStyle(element)
      style.foreground = palette.rgb(border)
      drawBox(rect, rounded: false, style: style, into: &buffer, clip: clip)
    }
    if let selection = decorations.selection {
      let accent = selection.tint.flatMap { palette.rgb($0) } ?? palette.accent
      buffer.restyle(cells(selection.band).intersection(clip)) { style in
        style.background = accent
        style.foreground = .init(255, 255, 255)
      }
    }
    // A focused control is drawn inverted; a text field or editor shows its caret
    // instead, in reverse video where the next character goes. A control disabled while
    // it had the focus stays dimmed: inverted, it would look enabled.
    if element.id == focused, element.style.isEnabled {
      if case .textInput = element.content {
      } else if !drawFocusBars(beside: rect, into: &buffer, clip: clip) {
        buffer.restyle(rect.intersection(clip)) { style in
          // Grey text (a row's secondary detail, its chevron) inverts in the default
          // colour, so the bar is one colour; hues keep their meaning.
          if let foreground = style.foreground, foreground.isGrey { style.foreground = nil }
          style.isInverse = true
        }
      }
    }
    if let indicator = decorations.scrollIndicator {
      drawScrollIndicator(indicator, rect: rect, into: &buffer, clip: clip)
    }
  }

  /// A shadow as a terminal can draw one: the column along the right of a box (a card: a
  /// rectangular fill two or more rows tall) and the row along its bottom, each moved a
  /// cell along, tinted with the shadow's colour over what is there (a white card on a
  /// light terminal would otherwise not show where it ends). Text, pictures and round
  /// shapes keep their shadows only in GTK: cells cannot follow their outline.
  func drawShadow(
    _ shadow: RenderShadow, of element: RenderElement, beside rect: CellRect,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    guard rect.height >= 2, rect.width >= 3, shadow.radius > 0 || shadow.offset != .zero,
      Self.isBox(element) || element.children.first.map(Self.isBox) == true
    else { return }
    let right = CellRect(column: rect.maxColumn, row: rect.row + 1, width: 1, height: rect.height)
    let bottom = CellRect(
      column: rect.column + 1, row: rect.maxRow, width: rect.width - 1, height: 1)
    // As a translucent fill is drawn: over the cells' colours, their characters kept.
    for strip in [right, bottom] {
      blend(strip.intersection(clip), into: &buffer) { behind, _, _ in
        palette.rgb(shadow.color, over: behind)
      }
    }
  }

  /// Whether `element` is a rectangular fill (a colour, or a filled rectangle or rounded
  /// rectangle), as a card's background is.
  private static func isBox(_ element: RenderElement) -> Bool {
    switch element.content {
    case .color:
      switch element.decorations.clipOutline {
      case nil, .rectangle?, .roundedRectangle?: return true
      default: return false
      }
    case .shape(let shape):
      guard shape.paint.strokeWidth == nil else { return false }
      switch shape.paint.outline {
      case .rectangle, .roundedRectangle: return true
      default: return false
      }
    default:
      return false
    }
  }

  /// For a focused control three or more rows tall (a picture, a card, a column of a
  /// board), which inverted would lose its colours: accent bars in the blank columns on
  /// either side of it. Whether there was room for them.
  private func drawFocusBars(
    beside rect: CellRect, into buffer: inout ScreenBuffer, clip: CellRect
  ) -> Bool {
    guard rect.height >= 3 else { return false }
    let sides = [(rect.column - 1, "▕"), (rect.maxColumn, "▏")].filter { column, _ in
      column >= clip.column && column < clip.maxColumn
        && (rect.row..<rect.maxRow).allSatisfy { row in
          !buffer.contains(column: column, row: row) || buffer[column, row].grapheme == " "
        }
    }
    let rows = rect.intersection(clip)
    guard !sides.isEmpty, rows.height > 0 else { return false }
    for (column, bar) in sides {
      for row in rows.row..<rows.maxRow where buffer.contains(column: column, row: row) {
        buffer[column, row].grapheme = bar
        buffer[column, row].style.foreground = palette.accent
      }
    }
    return true
  }

  /// A terminal widget drawn into a canvas of its own size, then copied in (blank cells
  /// let what is behind show).
  private func drawWidget(
    _ widget: any TerminalWidget, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    var canvas = TerminalCanvas(columns: rect.width, rows: rect.height)
    widget.draw(in: &canvas)
    let area = rect.intersection(clip)
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn where buffer.contains(column: column, row: row) {
        let cell = canvas.cells[column - rect.column, row - rect.row]
        guard cell != .blank else { continue }
        var copied = cell
        if copied.style.foreground == nil { copied.style.foreground = palette.primary }
        if copied.style.background == nil {
          copied.style.background = buffer[column, row].style.background
        }
        buffer[column, row] = copied
      }
    }
  }

  /// A thumb in the last column of a scroll view or list whose content is taller than it:
  /// its length shows how much is visible, its place how far it is scrolled.
  private func drawScrollIndicator(
    _ indicator: RenderScrollIndicator, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    guard rect.height > 1 else { return }
    let visible = indicator.viewportHeight / indicator.contentHeight
    let length = max(Int((Double(rect.height) * visible).rounded()), 1)
    let travel = indicator.contentHeight - indicator.viewportHeight
    let position = Int(
      (Double(rect.height - length) * min(max(indicator.offset / travel, 0), 1)).rounded())
    var style = CellStyle(foreground: palette.secondary)
    style.isDim = true
    for row in (rect.row + position)..<(rect.row + position + length) {
      buffer.write("┃", column: rect.maxColumn - 1, row: row, style: style, clip: clip)
    }
  }

  func fill(_ area: CellRect, color: Color, into buffer: inout ScreenBuffer) {
    // A clear fill leaves what is behind as it is.
    guard color.alpha > 0 else { return }
    guard color.alpha < 1 else {
      guard let rgb = palette.rgb(color) else { return }
      buffer.cover(area, with: rgb)
      return
    }
    // A translucent colour tints what is drawn under it.
    blend(area, into: &buffer) { behind, _, _ in palette.rgb(color, over: behind) }
  }

  /// Paints each cell of `area` in the colour `color(behind)` gives for what is behind
  /// it: the cell's background, and a picture's upper pixel (the foreground of "▀").
  private func blend(
    _ area: CellRect, into buffer: inout ScreenBuffer,
    _ color: (_ behind: CellStyle.RGB, _ column: Int, _ row: Int) -> CellStyle.RGB?
  ) {
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn where buffer.contains(column: column, row: row) {
        var cell = buffer[column, row]
        cell.style.background =
          color(cell.style.background ?? palette.base, column, row) ?? cell.style.background
        if cell.grapheme == "▀", let top = cell.style.foreground {
          cell.style.foreground = color(top, column, row) ?? top
        }
        buffer[column, row] = cell
      }
    }
  }

  /// A gradient across `rect`: each cell in the colour of the gradient at its centre,
  /// blended over what is behind it.
  private func fillGradient(
    _ colors: [Color], kind: ShapePaint.GradientKind?, rect: CellRect, area: CellRect,
    into buffer: inout ScreenBuffer
  ) {
    guard colors.count > 1, rect.width > 0, rect.height > 0 else {
      return fill(area, color: colors[0], into: &buffer)
    }
    let size = CGSize(
      width: CGFloat(rect.width) * cellSize.width, height: CGFloat(rect.height) * cellSize.height)
    blend(area, into: &buffer) { behind, column, row in
      let point = CGPoint(
        x: (CGFloat(column - rect.column) + 0.5) * cellSize.width,
        y: (CGFloat(row - rect.row) + 0.5) * cellSize.height)
      let position =
        ShapePaint.gradientPosition(of: point, in: size, kind: kind) * Double(colors.count - 1)
      let index = min(Int(position), colors.count - 2)
      guard let from = palette.rgb(colors[index], over: behind),
        let to = palette.rgb(colors[index + 1], over: behind)
      else { return nil }
      return from.mixed(with: to, by: position - Double(index))
    }
  }

  func textStyle(_ style: TextStyle, element: RenderElement) -> CellStyle {
    var cell = baseStyle(element)
    if let color = style.color { cell.foreground = palette.rgb(color) }
    let font = style.font ?? element.style.font
    let weight = style.weight ?? font?.weight ?? .regular
    let emphasized: Set<Font.TextStyle> = [.largeTitle, .title, .title2, .title3, .headline]
    let quiet: Set<Font.TextStyle> = [.caption, .caption2, .footnote]
    if style.isBold || weight >= .semibold || font.flatMap(\.style).map(emphasized.contains) == true
    {
      cell.isBold = true
    }
    if font.flatMap(\.style).map(quiet.contains) == true { cell.isDim = true }
    if style.isItalic || font?.isItalic == true { cell.isItalic = true }
    cell.isUnderlined = style.isUnderlined
    cell.isStruckThrough = style.isStruckThrough
    if let link = style.link {
      cell.foreground = accent(element)
      cell.link = link.absoluteString
    }
    return cell
  }

  private func drawText(
    _ text: RenderText, element: RenderElement, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    let lines = text.lines
    let area = rect.intersection(clip)
    let styles = (text.runs.isEmpty ? [Text.Run(string: "", style: TextStyle())] : text.runs).map {
      textStyle($0.style, element: element)
    }
    let segments = Self.segments(of: lines, runs: text.runs)
    let alignment = element.style.multilineTextAlignment
    for (index, line) in lines.enumerated() {
      let width = TextWrapping.columns(of: line)
      let offset =
        switch alignment {
        case .leading: 0
        case .center: max((rect.width - width) / 2, 0)
        case .trailing: max(rect.width - width, 0)
        }
      var column = rect.column + offset
      for segment in segments[index] {
        column = buffer.write(
          segment.text, column: column, row: rect.row + index, style: styles[segment.run],
          clip: area)
      }
    }
  }

  /// Each line cut where the run of its characters changes: the lines come from wrapping
  /// the runs' joined characters (spaces at a break dropped, an ellipsis added), so each
  /// character is matched to the next equal one of the runs.
  static func segments(of lines: [String], runs: [Text.Run]) -> [[(text: String, run: Int)]] {
    guard runs.count > 1 else { return lines.map { [($0, 0)] } }
    var owners: [(character: Character, run: Int)] = []
    for (index, run) in runs.enumerated() {
      for character in run.string { owners.append((character, index)) }
    }
    var cursor = 0
    var result: [[(text: String, run: Int)]] = []
    for line in lines {
      var segments: [(text: String, run: Int)] = []
      for character in line {
        var probe = cursor
        while probe < owners.count, owners[probe].character != character { probe += 1 }
        let run: Int
        if probe < owners.count {
          run = owners[probe].run
          cursor = probe + 1
        } else {
          // Not in the text (an ellipsis): in the style of the character before.
          run = segments.last?.run ?? owners[max(min(cursor, owners.count - 1), 0)].run
        }
        if let last = segments.last, last.run == run {
          segments[segments.count - 1].text.append(character)
        } else {
          segments.append((String(character), run))
        }
      }
      result.append(segments)
    }
    return result
  }

  private func drawImage(
    _ image: Image, element: RenderElement, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect, quarterTurns: Int
  ) {
    guard case .system(let name) = image.source else {
      drawPicture(
        image, rect: rect, cutTo: element.decorations.clipOutline, frame: element.frame,
        into: &buffer, clip: clip)
      return
    }
    guard let glyph = SymbolGlyphs.glyph(for: name).map({ Self.turned($0, by: quarterTurns) })
    else { return }
    var style = baseStyle(element)
    if let tint = element.style.tint, element.style.foregroundColor == nil {
      style.foreground = palette.rgb(tint)
    }
    let width = TextWrapping.columns(of: glyph)
    let column = rect.column + max((rect.width - width) / 2, 0)
    buffer.write(
      glyph, column: column, row: rect.row + max((rect.height - 1) / 2, 0), style: style, clip: clip
    )
  }

  /// `glyph` turned clockwise by `quarterTurns` quarter turns, when it is an arrow or a
  /// chevron; any other glyph as it is.
  static func turned(_ glyph: String, by quarterTurns: Int) -> String {
    let cycles = [["›", "˅", "‹", "˄"], ["→", "↓", "←", "↑"], ["▶", "▼", "◀", "▲"]]
    let turns = ((quarterTurns % 4) + 4) % 4
    guard turns != 0, let cycle = cycles.first(where: { $0.contains(glyph) }),
      let index = cycle.firstIndex(of: glyph)
    else { return glyph }
    return cycle[(index + turns) % 4]
  }

  /// A picture as half-block cells: each cell shows two pixels, the upper one in the
  /// foreground of "▀" and the lower one in the background. Cut to a round `outline` (an
  /// avatar's `clipShape(Circle())`), a pixel outside it shows what is behind.
  private func drawPicture(
    _ image: Image, rect: CellRect, cutTo outline: ShapePaint.Outline?, frame: CGRect,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    guard rect.width > 0, rect.height > 0, let decoded = ImageStore.shared.image(for: image.source)
    else { return }
    let key = ImageStore.key(for: image.source)
    let background = palette.base
    let cells = HalfBlockRenditions.shared.halfBlocks(
      decoded, key: key, columns: rect.width, rows: rect.height, background: background)
    let area = rect.intersection(clip)
    let cut = outline.flatMap { roundedPath($0, in: frame) }
    for row in area.row..<area.maxRow {
      for column in area.column..<area.maxColumn where buffer.contains(column: column, row: row) {
        guard let pair = cells[row - rect.row][column - rect.column] else { continue }
        guard let cut else {
          buffer[column, row] = Cell(
            "▀", style: CellStyle(foreground: pair.top, background: pair.bottom))
          continue
        }
        let x = (CGFloat(column) + 0.5) * cellSize.width
        let top = cut.contains(CGPoint(x: x, y: (CGFloat(row) + 0.25) * cellSize.height))
        let bottom = cut.contains(CGPoint(x: x, y: (CGFloat(row) + 0.75) * cellSize.height))
        let behind = buffer[column, row].style.background
        switch (top, bottom) {
        case (true, true):
          buffer[column, row] = Cell(
            "▀", style: CellStyle(foreground: pair.top, background: pair.bottom))
        case (true, false):
          buffer[column, row] = Cell(
            "▀", style: CellStyle(foreground: pair.top, background: behind))
        case (false, true):
          buffer[column, row] = Cell(
            "▄", style: CellStyle(foreground: pair.bottom, background: behind))
        case (false, false):
          break
        }
      }
    }
  }

  /// The outline of a circle, ellipse, capsule or rounded rectangle filling `frame`; nil
  /// for a plain rectangle or any other path, which cut nothing a frame does not.
  private func roundedPath(_ outline: ShapePaint.Outline, in frame: CGRect) -> Path? {
    outline == .rectangle || outline == .path ? nil : outline.path(in: frame)
  }

  private func drawNavigationTitle(
    _ bar: RenderNavigationBar, element: RenderElement, rect: CellRect,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    guard !bar.isHidden else { return }
    if let large = bar.largeTitle {
      // At the leading edge, bold: under the bar on the page's own background, or in an
      // otherwise empty bar.
      let origin = cells(CGRect(origin: bar.largeTitleOrigin, size: .zero))
      var style = baseStyle(element)
      if origin.row == rect.row { style.background = barBackground(bar.background) }
      style.isBold = true
      buffer.write(
        TextWrapping.truncate(large, toColumns: max(rect.maxColumn - origin.column, 0)),
        column: origin.column, row: origin.row, style: style, clip: clip)
      return
    }
    guard bar.showsInlineTitle, let title = bar.title else { return }
    var style = CellStyle(foreground: palette.primary, background: barBackground(bar.background))
    style.isBold = true
    // Centred on the bar when it fits between the back button and the toolbar items;
    // else centred in that free stretch, shortened if need be.
    let span = cells(
      CGRect(
        x: bar.titleSpan.lowerBound, y: 0,
        width: bar.titleSpan.upperBound - bar.titleSpan.lowerBound, height: 0))
    let free = span.column
    let freeEnd = span.maxColumn
    let room = max(freeEnd - free, 0)
    let shown = TextWrapping.truncate(title, toColumns: room)
    let width = TextWrapping.columns(of: shown)
    var column = rect.column + max((rect.width - width) / 2, 0)
    if column < free || column + width > freeEnd { column = free + max((room - width) / 2, 0) }
    buffer.write(shown, column: column, row: rect.row, style: style, clip: clip)
  }
}
