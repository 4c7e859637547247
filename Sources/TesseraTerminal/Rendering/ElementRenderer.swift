import Foundation
import TesseraCore

/// Draws a frame's ``RenderTree`` into a grid of cells: each element at its frame (points
/// turned into cells), what lies under its children before them and what lies over them
/// after, presentations last and on top.
@MainActor
package struct ElementRenderer {
  /// The colours to draw with.
  package var palette: Palette
  /// The size of a cell in points.
  package var cellSize = CGSize(width: 8, height: 16)
  /// The control with keyboard focus, drawn highlighted.
  package var focused: RenderID?
  /// Where the text cursor is in the focused text field, in characters.
  package var cursor: Int?
  /// A picker's open menu: the picker and the highlighted option.
  package var menu: (picker: RenderID, highlighted: Int)?
  /// A date picker's open calendar: the picker and the highlighted day.
  package var calendar: (picker: RenderID, day: Date)?
  /// Which frame of the spinner animation to draw.
  package var animationFrame = 0

  package init(palette: Palette) {
    self.palette = palette
  }

  /// What a render found on its way through the tree.
  package struct Findings {
    /// The presentations met, drawn last.
    var presentations: [RenderElement] = []
    /// How many elements were visited to draw the frame.
    package var drawnElements = 0
  }

  /// `tree` drawn on a screen of `columns` × `rows`, with what the drawing found. With
  /// `rows` of the screen given in `band`, only what shows in those rows is drawn (the
  /// rest of the buffer is left incomplete).
  package func render(_ tree: RenderTree, columns: Int, rows: Int, band: Range<Int>? = nil)
    -> (ScreenBuffer, Findings)
  {
    var buffer = ScreenBuffer(columns: columns, rows: rows)
    let screen = CellRect(column: 0, row: 0, width: columns, height: rows)
    var drawn = screen
    if let band {
      drawn = screen.intersection(
        CellRect(column: 0, row: band.lowerBound, width: columns, height: band.count))
    }
    if let background = palette.background {
      buffer.fill(
        screen, grapheme: " ", style: CellStyle(foreground: palette.primary, background: background)
      )
    }
    var findings = Findings()
    for element in tree.elements { draw(element, into: &buffer, area: drawn, findings: &findings) }
    drawPresentations(into: &buffer, screen: screen, findings: &findings)
    var legible = LegibleText(ink: palette.ink, base: palette.base)
    legible.apply(to: &buffer, in: drawn)
    if let menu, let picker = tree.element(menu.picker) {
      drawMenu(picker, highlighted: menu.highlighted, into: &buffer, screen: screen)
    }
    if let calendar, let picker = tree.element(calendar.picker) {
      drawCalendar(picker, highlighted: calendar.day, into: &buffer, screen: screen)
    }
    return (buffer, findings)
  }

  /// The rows of the screen that anything drawn in `area` (window coordinates) can touch:
  /// whole cells, and one more row on each side (see `reaches`); nil when `area` is not
  /// finite.
  package func rows(touching area: CGRect) -> Range<Int>? {
    reach(of: area).map { $0.row..<$0.maxRow }
  }

  /// The cells covering `frame`.
  package func cells(_ frame: CGRect) -> CellRect {
    guard frame.hasFiniteEdges else { return CellRect(column: 0, row: 0, width: 0, height: 0) }
    let column = Int((frame.minX / cellSize.width).rounded())
    let row = Int((frame.minY / cellSize.height).rounded())
    let maxColumn = Int((frame.maxX / cellSize.width).rounded())
    let maxRow = Int((frame.maxY / cellSize.height).rounded())
    return CellRect(column: column, row: row, width: maxColumn - column, height: maxRow - row)
  }

  /// Draws `element` and what is in it, in the cells of its clip that are also in `area`
  /// (the screen, or the band of rows drawn again).
  ///
  /// `quarterTurns` counts the quarter turns clockwise of the rotations around it: a
  /// terminal cannot turn a glyph, but it can draw an arrow or chevron that points the
  /// way the turned one would.
  private func draw(
    _ element: RenderElement, into buffer: inout ScreenBuffer, area: CellRect,
    findings: inout Findings, quarterTurns: Int = 0
  ) {
    if case .presentation = element.content {
      findings.presentations.append(element)
      return
    }
    let clip = cells(element.clip).intersection(area)
    // Content that cannot show is not visited, nor is a view made invisible.
    guard reaches(element.bounds, clip), element.decorations.opacity > 0 else { return }
    findings.drawnElements += 1
    let rect = cells(element.frame)
    // A colour filter applies to what the view draws, not to what shows through it.
    let filter = element.decorations.colorFilter.map { ColorFilter($0, palette: palette) }
    let opacity = min(max(element.decorations.opacity, 0), 1)
    let mask = element.decorations.mask
    let blendMode = element.decorations.blendMode
    let behind =
      filter == nil && opacity == 1 && mask == nil && blendMode == nil ? nil : buffer
    var turns = quarterTurns
    if case .rotation(let degrees, _) = element.decorations.effect {
      turns += Int((degrees / 90).rounded())
    }
    if let shadow = element.decorations.shadow {
      drawShadow(shadow, of: element, beside: rect, into: &buffer, clip: clip)
    }
    drawBeforeChildren(element, rect: rect, into: &buffer, clip: clip)
    for child in element.children {
      draw(child, into: &buffer, area: area, findings: &findings, quarterTurns: turns)
    }
    drawAfterChildren(element, rect: rect, into: &buffer, clip: clip, quarterTurns: turns)
    if case .button(let button) = element.content, let destination = button.destination {
      // A `Link`: its cells are a hyperlink to where it goes.
      buffer.restyle(rect.intersection(clip)) { $0.link = destination.absoluteString }
    }
    if let filter, let behind {
      buffer.restyleChanges(rect.intersection(clip), since: behind) { filter.apply(to: &$0) }
    }
    if let blendMode, let behind {
      blend(cells(element.bounds).intersection(clip), in: blendMode, over: behind, into: &buffer)
    }
    if let mask, let behind {
      apply(
        mask, over: cells(element.bounds).intersection(clip), of: element.frame, behind: behind,
        to: &buffer)
    }
    if opacity < 1, let behind {
      // What the view drew is faded towards what shows through it, through the palette.
      let area = cells(element.bounds).intersection(clip)
      buffer.restyleChanges(area, since: behind) { style, under in
        fade(&style, to: opacity, over: under)
      }
    }
  }

  /// `style` drawn at `opacity` over a cell styled `under`: its colours mixed towards the
  /// colour behind (the cell's background, else the screen's).
  func fade(_ style: inout CellStyle, to opacity: Double, over under: CellStyle) {
    let behind = under.background ?? palette.background ?? palette.base
    let text = style.foreground ?? palette.primary ?? palette.ink
    style.foreground = text.mixed(with: behind, by: 1 - opacity)
    style.background = style.background.map { $0.mixed(with: behind, by: 1 - opacity) }
    style.isDim = false
    style.isFaded = true
  }

  /// Whether anything drawn in `bounds` can fall in `clip`: widened to whole cells and
  /// one more on each side (a line one point high still takes a row).
  private func reaches(_ bounds: CGRect, _ clip: CellRect) -> Bool {
    guard clip.width > 0, clip.height > 0 else { return false }
    guard let reach = reach(of: bounds) else { return true }
    return reach.column < clip.maxColumn && reach.maxColumn > clip.column
      && reach.row < clip.maxRow && reach.maxRow > clip.row
  }

  /// The cells that what is drawn in `bounds` (window coordinates) may touch: whole
  /// cells and one more on each side (see `reaches`), or nil when `bounds` is null or not
  /// finite.
  private func reach(of bounds: CGRect) -> CellRect? {
    guard bounds.hasFiniteEdges else { return nil }
    let column = Int((bounds.minX / cellSize.width).rounded(.down)) - 1
    let row = Int((bounds.minY / cellSize.height).rounded(.down)) - 1
    let maxColumn = Int((bounds.maxX / cellSize.width).rounded(.up)) + 1
    let maxRow = Int((bounds.maxY / cellSize.height).rounded(.up)) + 1
    return CellRect(column: column, row: row, width: maxColumn - column, height: maxRow - row)
  }

  /// The box drawn around an alert's, popover's or menu's content: two columns and a row
  /// beyond it on each side.
  static func box(around content: CellRect) -> CellRect {
    CellRect(
      column: content.column - 2, row: content.row - 1, width: content.width + 4,
      height: content.height + 2)
  }

  /// Draws the presentations found, in order, each over the whole screen; those shown
  /// from inside one are drawn over it.
  private func drawPresentations(
    into buffer: inout ScreenBuffer, screen: CellRect, findings: inout Findings
  ) {
    let found = findings.presentations
    findings.presentations = []
    for element in found {
      guard case .presentation(let presentation) = element.content else { continue }
      let background = palette.background ?? palette.barBackground
      if presentation.kind == .alert || presentation.kind.isAnchored {
        // A box around its content, over the app, which still shows around it.
        let box = Self.box(around: cells(presentation.contentFrame))
        buffer.fill(
          box, grapheme: " ", style: CellStyle(foreground: palette.primary, background: background))
        drawBox(
          box, rounded: true, style: CellStyle(foreground: palette.accent, background: background),
          into: &buffer, clip: screen)
      } else if presentation.kind == .sheet, let sheet = sheetRect(of: element, on: screen) {
        drawLoweredSheet(sheet, presentation: presentation, into: &buffer, screen: screen)
      } else {
        buffer.fill(
          screen, grapheme: " ",
          style: CellStyle(foreground: palette.primary, background: palette.background))
      }
      for child in element.children {
        draw(child, into: &buffer, area: screen, findings: &findings)
      }
      drawPresentations(into: &buffer, screen: screen, findings: &findings)
    }
  }

  /// The cells of a sheet that rests at a detent lower than the screen, with the row
  /// above it that its top edge takes; nil for one that fills the screen.
  package func sheetRect(of element: RenderElement, on screen: CellRect) -> CellRect? {
    let sheet = cells(element.frame).intersection(screen)
    guard sheet.row > screen.row, sheet.height > 0 else { return nil }
    return CellRect(
      column: screen.column, row: sheet.row - 1, width: screen.width, height: sheet.height + 1)
  }

  /// A sheet over the lower part of the screen: what is above it dimmed, as behind a
  /// sheet on a phone, its top edge a line (with a mark in its middle when it can be
  /// moved to another detent), its own rows cleared.
  private func drawLoweredSheet(
    _ sheet: CellRect, presentation: RenderPresentation, into buffer: inout ScreenBuffer,
    screen: CellRect
  ) {
    let above = CellRect(
      column: screen.column, row: screen.row, width: screen.width, height: sheet.row - screen.row)
    // Text and fills alike faded towards the screen's background, as a scrim would.
    buffer.restyle(above) { fade(&$0, to: 0.4, over: .plain) }
    let background = palette.background ?? palette.barBackground
    buffer.fill(
      sheet, grapheme: " ", style: CellStyle(foreground: palette.primary, background: background))
    let edge = CellRect(column: sheet.column, row: sheet.row, width: sheet.width, height: 1)
    let line = CellStyle(foreground: palette.separator, background: background)
    drawBox(edge, rounded: true, style: line, into: &buffer, clip: screen)
    if presentation.showsDragIndicator {
      let mark = Self.dragIndicator
      buffer.write(
        mark, column: sheet.column + (sheet.width - mark.count) / 2, row: sheet.row,
        style: CellStyle(foreground: palette.secondary, background: background), clip: screen)
    }
  }

  /// The mark in the middle of a sheet's top edge that says it can be moved to another
  /// detent: a click on the edge moves it.
  package static let dragIndicator = " ━━━━━ "

  /// Where a picker's menu of `options` is drawn: a box of its options under the trailing
  /// end of the picker at `frame` (above it when there is no room below).
  package func menuRect(options: [String], under frame: CGRect, screen: CellRect) -> CellRect {
    let width = (options.map(TextWrapping.columns(of:)).max() ?? 0) + 4
    return popupRect(under: frame, width: width, height: options.count + 2, screen: screen)
  }

  /// Where a pop-up of the control at `frame` goes: under its trailing end, or above the
  /// control when there is no room below, kept on the screen.
  func popupRect(under frame: CGRect, width: Int, height: Int, screen: CellRect) -> CellRect {
    let anchor = cells(frame)
    let column = max(min(anchor.maxColumn - width, screen.maxColumn - width), 0)
    let below = anchor.maxRow
    let row = below + height <= screen.maxRow ? below : max(anchor.row - height, 0)
    return CellRect(column: column, row: row, width: width, height: height)
  }

  /// Clears `box` in the pop-up background, frames it, and returns the plain style of its
  /// content.
  func drawPopupFrame(_ box: CellRect, into buffer: inout ScreenBuffer, screen: CellRect)
    -> CellStyle
  {
    let background = palette.background ?? palette.barBackground
    let plain = CellStyle(foreground: palette.primary, background: background)
    buffer.fill(box, grapheme: " ", style: plain)
    drawBox(
      box, rounded: true, style: CellStyle(foreground: palette.accent, background: background),
      into: &buffer, clip: screen)
    return plain
  }

  private func drawMenu(
    _ picker: RenderElement, highlighted: Int, into buffer: inout ScreenBuffer, screen: CellRect
  ) {
    guard case .picker(let content) = picker.content else { return }
    let box = menuRect(options: content.options, under: picker.frame, screen: screen)
    let style = drawPopupFrame(box, into: &buffer, screen: screen)
    for (index, option) in content.options.enumerated() {
      var line = style
      line.isInverse = index == highlighted
      buffer.write(
        " \(option) ", column: box.column + 1, row: box.row + 1 + index, style: line, clip: box)
    }
  }

  /// Draws a box with line-drawing characters along the edges of `rect`.
  func drawBox(
    _ rect: CellRect, rounded: Bool, style: CellStyle, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    guard rect.width >= 2, rect.height >= 2 else {
      if rect.height == 1 {
        buffer.write(
          String(repeating: "─", count: rect.width), column: rect.column, row: rect.row,
          style: style, clip: clip)
      }
      return
    }
    let corners = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
    let horizontal = String(repeating: "─", count: rect.width - 2)
    buffer.write(
      corners[0] + horizontal + corners[1], column: rect.column, row: rect.row, style: style,
      clip: clip)
    buffer.write(
      corners[2] + horizontal + corners[3], column: rect.column, row: rect.maxRow - 1, style: style,
      clip: clip)
    for row in (rect.row + 1)..<(rect.maxRow - 1) {
      buffer.write("│", column: rect.column, row: row, style: style, clip: clip)
      buffer.write("│", column: rect.maxColumn - 1, row: row, style: style, clip: clip)
    }
  }

  /// The style of an element's default content: its foreground colour, dimmed when it
  /// is disabled.
  func baseStyle(_ element: RenderElement) -> CellStyle {
    var style = CellStyle(
      foreground: element.style.foregroundColor.flatMap { palette.rgb($0) } ?? palette.primary)
    if !element.style.isEnabled { style.isDim = true }
    return style
  }

  /// The tint of an element's controls: its `tint`, else the accent colour.
  func accent(_ element: RenderElement) -> CellStyle.RGB {
    element.style.tint.flatMap { palette.rgb($0) } ?? palette.accent
  }
}
