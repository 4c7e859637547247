import Foundation
import TesseraCore

/// Draws the laid-out element tree into a grid of cells: each element at its frame
/// (points turned into cells), backgrounds before content, overlays after, presentations
/// last and on top. Concealed pages and tabs are skipped.
@MainActor
package struct ElementRenderer {
  /// The colours to draw with.
  package var palette: Palette
  /// The size of a cell in points.
  package var cellSize = CGSize(width: 8, height: 16)
  /// The control with keyboard focus, drawn highlighted.
  package var focused: ViewNode?
  /// Where the text cursor is in the focused text field, in characters.
  package var cursor: Int?
  /// A picker's open menu: the picker and the highlighted option.
  package var menu: (picker: ViewNode, highlighted: Int)?
  /// A date picker's open calendar: the picker and the highlighted day.
  package var calendar: (picker: ViewNode, day: Date)?
  /// Which frame of the spinner animation to draw.
  package var animationFrame = 0
  /// The engine that laid the tree out (to re-measure text into lines).
  package let engine: LayoutEngine

  package init(palette: Palette, engine: LayoutEngine) {
    self.palette = palette
    self.engine = engine
  }

  /// What a render found on its way through the tree, so the host need not walk it again.
  package struct Findings {
    /// The presentations met, drawn last.
    var presentations: [ViewNode] = []
    /// The colour scheme a shown view asked for with `preferredColorScheme`, if any.
    package var preferredColorScheme: ColorScheme?
    /// Whether an indeterminate progress spinner is shown (the host animates it).
    package var hasSpinner = false
    /// How many nodes were visited to draw the frame.
    package var drawnNodes = 0
  }

  /// The tree under `root` drawn on a screen of `columns` × `rows`, with what the drawing
  /// found. With `rows` of the screen given in `band`, only what shows in those rows is
  /// drawn (the rest of the buffer is left incomplete) and found.
  package func render(_ root: ViewNode, columns: Int, rows: Int, band: Range<Int>? = nil)
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
    draw(root, into: &buffer, clip: drawn, findings: &findings)
    for presentation in findings.presentations {
      drawPresentation(presentation, into: &buffer, screen: screen, findings: &findings)
    }
    if let menu { drawMenu(menu, into: &buffer, screen: screen) }
    if let calendar { drawCalendar(calendar, into: &buffer, screen: screen) }
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
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return CellRect(column: 0, row: 0, width: 0, height: 0) }
    let column = Int((frame.minX / cellSize.width).rounded())
    let row = Int((frame.minY / cellSize.height).rounded())
    let maxColumn = Int((frame.maxX / cellSize.width).rounded())
    let maxRow = Int((frame.maxY / cellSize.height).rounded())
    return CellRect(column: column, row: row, width: maxColumn - column, height: maxRow - row)
  }

  private func draw(
    _ node: ViewNode, into buffer: inout ScreenBuffer, clip: CellRect, findings: inout Findings
  ) {
    if node.view(as: (any PresentationElement).self) != nil {
      findings.presentations.append(node)
      return
    }
    guard !node.concealsContent else { return }
    findings.drawnNodes += 1
    if findings.preferredColorScheme == nil {
      findings.preferredColorScheme = node.environment.preferredColorScheme
    }
    if let progress = node.progressIndicator, progress.fraction == nil {
      findings.hasSpinner = true
    }
    let rect = cells(node.frame)
    // A colour filter applies to what the view draws, not to what shows through it.
    let filter = node.primitiveModifier.flatMap(ColorFilter.init)
    let behind = filter == nil ? nil : buffer
    drawBeforeChildren(node, rect: rect, into: &buffer, clip: clip)
    var childClip = clip
    if node.view(as: (any ScrollingContainer).self) != nil { childClip = clip.intersection(rect) }
    let contentClip = childClip.intersection(contentArea(of: node, rect: rect))
    for child in childrenToDraw(of: node, in: contentClip) {
      // Toolbar items live in a page but are shown in the navigation bar above it.
      let clip =
        child.key.slot == .part("toolbar")
        ? CellRect(column: 0, row: 0, width: buffer.columns, height: buffer.rows)
        : child.key.isPart ? childClip : contentClip
      // Content that cannot show is not visited (parts are few, and hold presentations,
      // which are drawn wherever their presenter is).
      if !child.key.isPart, !reaches(child, clip) { continue }
      if child.isHiddenBarPart { continue }
      draw(child, into: &buffer, clip: clip, findings: &findings)
    }
    drawAfterChildren(node, rect: rect, into: &buffer, clip: clip)
    if let filter, let behind {
      buffer.restyleChanges(rect.intersection(clip), since: behind) { filter.apply(to: &$0) }
    }
  }

  /// The children of `node` in drawing order: backgrounds first, then content, then
  /// overlays (which come last already). Of many children stacked one below another (a
  /// long stack), only those whose rows meet `contentClip`, found by bisection.
  private func childrenToDraw(of node: ViewNode, in contentClip: CellRect) -> ArraySlice<ViewNode> {
    let children = node.children
    if node.childrenAreStackedVertically, children.count > 32 {
      return children[visibleRange(of: children, in: contentClip)]
    }
    guard children.contains(where: { $0.key.slot == .part("background") }) else {
      return children[...]
    }
    return ArraySlice(
      children.filter { $0.key.slot == .part("background") }
        + children.filter { $0.key.slot != .part("background") })
  }

  /// Whether anything `node` or its subtree draws can fall in `clip`: its bounds, widened
  /// to whole cells and one more on each side (a line one point high still takes a row).
  func reaches(_ node: ViewNode, _ clip: CellRect) -> Bool {
    guard clip.width > 0, clip.height > 0 else { return false }
    guard let reach = reach(of: node.subtreeBounds) else { return true }
    return reach.column < clip.maxColumn && reach.maxColumn > clip.column
      && reach.row < clip.maxRow && reach.maxRow > clip.row
  }

  /// The cells that what is drawn in `bounds` (window coordinates) may touch: whole
  /// cells and one more on each side (see `reaches`), or nil when `bounds` is null or not
  /// finite.
  private func reach(of bounds: CGRect) -> CellRect? {
    guard !bounds.isNull, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite,
      bounds.maxY.isFinite
    else { return nil }
    let column = Int((bounds.minX / cellSize.width).rounded(.down)) - 1
    let row = Int((bounds.minY / cellSize.height).rounded(.down)) - 1
    let maxColumn = Int((bounds.maxX / cellSize.width).rounded(.up)) + 1
    let maxRow = Int((bounds.maxY / cellSize.height).rounded(.up)) + 1
    return CellRect(column: column, row: row, width: maxColumn - column, height: maxRow - row)
  }

  /// The children, stacked one below another, whose rows can meet `clip`'s: from the first
  /// that ends below its top to the last that starts above its bottom.
  private func visibleRange(of children: [ViewNode], in clip: CellRect) -> Range<Int> {
    func firstIndex(where isPast: (CellRect) -> Bool) -> Int {
      var low = 0
      var high = children.count
      while low < high {
        let middle = (low + high) / 2
        if let reach = reach(of: children[middle].subtreeBounds), !isPast(reach) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
    let start = firstIndex { $0.maxRow > clip.row }
    let end = firstIndex { $0.row >= clip.maxRow }
    return start..<max(start, end)
  }

  private func drawPresentation(
    _ node: ViewNode, into buffer: inout ScreenBuffer, screen: CellRect,
    findings: inout Findings
  ) {
    guard let presentation = node.view(as: (any PresentationElement).self) else { return }
    let background = palette.background ?? palette.barBackground
    if presentation.presentationKind == .alert {
      let content = node.children.first.map { cells($0.frame) } ?? cells(node.frame)
      let box = CellRect(
        column: content.column - 2, row: content.row - 1, width: content.width + 4,
        height: content.height + 2)
      buffer.fill(
        box, grapheme: " ", style: CellStyle(foreground: palette.primary, background: background))
      drawBox(
        box, rounded: true, style: CellStyle(foreground: palette.accent, background: background),
        into: &buffer, clip: screen)
    } else {
      buffer.fill(
        screen, grapheme: " ",
        style: CellStyle(foreground: palette.primary, background: palette.background))
    }
    // Presentations shown from inside this one are drawn over it.
    let outer = findings.presentations
    findings.presentations = []
    for child in node.children { draw(child, into: &buffer, clip: screen, findings: &findings) }
    let nested = findings.presentations
    findings.presentations = outer
    for inner in nested {
      drawPresentation(inner, into: &buffer, screen: screen, findings: &findings)
    }
  }

  /// Where a container's content may draw: below a navigation bar, above a tab bar,
  /// anywhere for other nodes.
  func contentArea(of node: ViewNode, rect: CellRect) -> CellRect {
    if node.view(as: (any NavigationContainer).self) != nil,
      node.locals[NavigationBarPlacement.self]?.isBarHidden != true
    {
      return CellRect(
        column: rect.column, row: rect.row + 1, width: rect.width, height: rect.height - 1)
    }
    if node.view(as: (any TabContainer).self) != nil {
      return CellRect(
        column: rect.column, row: rect.row, width: rect.width, height: rect.height - 1)
    }
    return CellRect(column: Int.min / 4, row: Int.min / 4, width: Int.max / 2, height: Int.max / 2)
  }

  /// The cells of `node` a user can see: its frame cut by the clipping of every container
  /// around it (scroll views, lists, the content areas of bars).
  package func visibleCells(of node: ViewNode) -> CellRect {
    var visible = cells(node.frame)
    var child = node
    while let parent = child.parent {
      if child.key.slot == .part("toolbar") { break }
      if !child.key.isPart {
        let rect = cells(parent.frame)
        visible = visible.intersection(contentArea(of: parent, rect: rect))
        if parent.view(as: (any ScrollingContainer).self) != nil {
          visible = visible.intersection(rect)
        }
      }
      child = parent
    }
    return visible
  }

  /// Where a picker's menu is drawn: a box of its options under the picker's trailing
  /// end (above it when there is no room below).
  package func menuRect(for picker: ViewNode, screen: CellRect) -> CellRect {
    let options = picker.selectionOptions().map(\.node.readableLabel)
    let width = (options.map(TextWrapping.columns(of:)).max() ?? 0) + 4
    return popupRect(under: picker, width: width, height: options.count + 2, screen: screen)
  }

  /// Where a pop-up of a control goes: under its trailing end, or above the control when
  /// there is no room below, kept on the screen.
  func popupRect(under control: ViewNode, width: Int, height: Int, screen: CellRect)
    -> CellRect
  {
    let anchor = cells(control.frame)
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
    _ menu: (picker: ViewNode, highlighted: Int), into buffer: inout ScreenBuffer,
    screen: CellRect
  ) {
    let box = menuRect(for: menu.picker, screen: screen)
    let style = drawPopupFrame(box, into: &buffer, screen: screen)
    for (index, option) in menu.picker.selectionOptions().enumerated() {
      var line = style
      line.isInverse = index == menu.highlighted
      buffer.write(
        " \(option.node.readableLabel) ", column: box.column + 1, row: box.row + 1 + index,
        style: line, clip: box)
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

  /// The style of default content at `node`: the foreground colour of its environment.
  func baseStyle(_ node: ViewNode) -> CellStyle {
    var style = CellStyle(
      foreground: node.environment.foregroundColor.flatMap { palette.rgb($0) } ?? palette.primary)
    if !node.environment.isEnabled { style.isDim = true }
    return style
  }
}

/// A container that clips its content to its frame (a scroll view, a list).
@MainActor
package protocol ScrollingContainer {
  /// Whether a scroll indicator is drawn when the content is longer than the view.
  var showsScrollIndicator: Bool { get }
}

extension ScrollView: ScrollingContainer {
  package var showsScrollIndicator: Bool { showsIndicators && axes.contains(.vertical) }
}

extension List: ScrollingContainer {
  package var showsScrollIndicator: Bool { true }
}
