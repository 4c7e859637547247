import Foundation
import TesseraCore

extension ElementRenderer {
  /// Draws the parts of controls that are not child views: a toggle's box, a text field's
  /// text, a picker's options, a date, a progress indicator; and tints buttons.
  func drawControl(
    _ element: RenderElement, rect: CellRect, into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let area = rect.intersection(clip)
    let enabled = element.style.isEnabled
    let accent = accent(element)
    switch element.content {
    case .button(let button):
      colorLabel(of: button, area: area, isEnabled: enabled, accent: accent, into: &buffer)
    case .toggle(let toggle):
      if let button = toggle.button {
        colorLabel(of: button, area: area, isEnabled: enabled, accent: accent, into: &buffer)
        return
      }
      var style = baseStyle(element)
      style.foreground = toggle.isOn && enabled ? accent : palette.secondary
      let box = toggle.isOn ? "[x]" : "[ ]"
      // A switch's box at the trailing edge, a check box's before the label.
      let column = toggle.appearance == .checkbox ? rect.column : rect.maxColumn - 3
      buffer.write(box, column: column, row: rect.row, style: style, clip: clip)
    case .colorWell(let well):
      drawColorWell(well, element: element, rect: rect, accent: accent, into: &buffer, clip: clip)
    case .textInput(let field) where field.isMultiline:
      drawTextEditor(field, element: element, rect: rect, into: &buffer, clip: clip)
    case .textInput(let field):
      drawTextField(field, element: element, rect: rect, into: &buffer, clip: clip)
    case .picker(let picker):
      drawPicker(picker, element: element, rect: rect, accent: accent, into: &buffer, clip: clip)
    case .datePicker(let picker):
      var style = baseStyle(element)
      style.foreground = accent
      let text = Self.format(picker)
      buffer.write(
        text, column: rect.maxColumn - TextWrapping.columns(of: text), row: rect.row, style: style,
        clip: clip)
    case .progress(let fraction, let belowBar):
      var bar = element.frame
      bar.size.height -= belowBar
      drawProgress(
        fraction, element: element, rect: cells(bar), accent: accent, into: &buffer, clip: clip)
    case .adjustable(let adjustable) where adjustable.isSlider:
      drawSlider(adjustable, element: element, accent: accent, into: &buffer, clip: clip)
    case .adjustable(let adjustable):
      drawStepper(
        adjustable, element: element, rect: rect, accent: accent, into: &buffer, clip: clip)
    default:
      break
    }
  }

  /// Colours a button's label as its look asks: a tab's by whether it is selected, a
  /// tinted or bordered one's in the accent colour, a prominent one's on the accent.
  private func colorLabel(
    of button: RenderButton, area: CellRect, isEnabled: Bool, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer
  ) {
    if let isSelected = button.isSelectedTab {
      buffer.restyle(area) { style in
        // A label's own colour (a themed tab bar's tint) stays.
        if style.foreground == nil || style.foreground == palette.primary {
          style.foreground = isSelected ? accent : palette.secondary
        }
        style.isBold = isSelected
      }
      return
    }
    guard isEnabled, button.appearance != .plain else { return }
    let color: CellStyle.RGB
    switch button.appearance {
    case .borderedProminent: color = palette.onAccent
    case _ where button.role == .destructive: color = palette.destructive
    case .menuItem: return
    default: color = accent
    }
    buffer.restyle(area) { style in
      if style.foreground == nil || style.foreground == palette.primary {
        style.foreground = color
      }
    }
  }

  /// `[██]` at the trailing edge: the colour between brackets, which take the accent while
  /// the picker has the focus.
  private func drawColorWell(
    _ well: RenderColorWell, element: RenderElement, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    var bracket = baseStyle(element)
    bracket.foreground = element.id == focused ? accent : palette.secondary
    bracket.isBold = element.id == focused
    var swatch = baseStyle(element)
    swatch.foreground = palette.rgb(well.color, over: swatch.background) ?? palette.secondary
    let row = rect.row + max((rect.height - 1) / 2, 0)
    let width = Self.colorWellColumns
    var column = buffer.write(
      "[", column: rect.maxColumn - width, row: row, style: bracket, clip: clip)
    column = buffer.write(
      String(repeating: "█", count: max(width - 2, 1)), column: column, row: row,
      style: swatch, clip: clip)
    buffer.write("]", column: column, row: row, style: bracket, clip: clip)
  }

  /// `[−|+]` at the trailing edge; a button that cannot move the value is dimmed.
  private func drawStepper(
    _ adjustment: RenderAdjustable, element: RenderElement, rect: CellRect,
    accent: CellStyle.RGB, into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let enabled = element.style.isEnabled
    let plain = baseStyle(element)
    func button(_ canMove: Bool) -> CellStyle {
      var style = plain
      style.foreground = canMove && enabled ? accent : palette.secondary
      style.isDim = !(canMove && enabled)
      return style
    }
    let row = rect.row + max((rect.height - 1) / 2, 0)
    var column = rect.maxColumn - Self.stepperColumns
    column = buffer.write("[", column: column, row: row, style: plain, clip: clip)
    column = buffer.write(
      "−", column: column, row: row, style: button(adjustment.canDecrement), clip: clip)
    column = buffer.write("|", column: column, row: row, style: plain, clip: clip)
    column = buffer.write(
      "+", column: column, row: row, style: button(adjustment.canIncrement), clip: clip)
    buffer.write("]", column: column, row: row, style: plain, clip: clip)
  }

  /// How many columns a colour well's `[██]` takes: two symbols' width, as laid out.
  static let colorWellColumns = 4

  /// How many columns a stepper's `[−|+]` takes.
  static let stepperColumns = 5

  /// The track, filled in the accent colour up to the knob.
  private func drawSlider(
    _ adjustment: RenderAdjustable, element: RenderElement, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    guard let track = adjustment.track.map(cells), track.width > 0 else { return }
    let knob = Self.knobColumn(of: adjustment.fraction, trackWidth: track.width)
    var filled = baseStyle(element)
    filled.foreground = element.style.isEnabled ? accent : palette.secondary
    var empty = baseStyle(element)
    empty.foreground = palette.secondary
    let row = track.row + max((track.height - 1) / 2, 0)
    buffer.write(
      String(repeating: "━", count: knob), column: track.column, row: row, style: filled,
      clip: clip)
    buffer.write("●", column: track.column + knob, row: row, style: filled, clip: clip)
    buffer.write(
      String(repeating: "─", count: max(track.width - knob - 1, 0)),
      column: track.column + knob + 1, row: row, style: empty, clip: clip)
  }

  /// The column of a slider's knob within its track, from 0 to `trackWidth - 1`, for a
  /// value at `fraction` of its bounds (at the start without one).
  static func knobColumn(of fraction: Double?, trackWidth: Int) -> Int {
    let fraction = fraction ?? 0
    return min(Int((fraction * Double(trackWidth - 1)).rounded()), max(trackWidth - 1, 0))
  }

  /// Which button of a stepper drawn in `rect` is at `column`: +1 for +, -1 for −, nil for
  /// neither.
  static func stepperButton(atColumn column: Int, in rect: CellRect) -> Int? {
    let start = rect.maxColumn - stepperColumns
    switch column - start {
    case 1: return -1
    case 3: return 1
    default: return nil
    }
  }

  private func drawTextField(
    _ field: RenderTextInput, element: RenderElement, rect: CellRect,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    // A secure field's characters show as bullets, one a character.
    let text = field.shownText
    let title = field.placeholder
    var style = baseStyle(element)
    style.isUnderlined = true
    buffer.fill(rect.intersection(clip), grapheme: " ", style: style)
    if text.isEmpty {
      var placeholder = style
      placeholder.foreground = palette.secondary
      buffer.write(
        title, column: rect.column, row: rect.row, style: placeholder, clip: rect.intersection(clip)
      )
    } else {
      // A text wider than the field shows its start ("…" at the cut) until the field is
      // focused; then it scrolls just far enough for the cursor to show.
      let room = max(rect.width - 1, 1)
      let before = String(text.prefix(cursorIndex(in: text, element: element)))
      let skip = max(TextWrapping.columns(of: before) - room, 0)
      var skipped = 0
      var shown = Substring(text)
      while skipped < skip, let first = shown.first {
        skipped += TextWrapping.columns(of: first)
        shown = shown.dropFirst()
      }
      buffer.write(
        TextWrapping.truncate(String(shown), toColumns: room + 1), column: rect.column,
        row: rect.row, style: style, clip: rect.intersection(clip))
      if element.id == focused {
        let column = rect.column + TextWrapping.columns(of: before) - skipped
        if buffer.contains(column: column, row: rect.row), clip.column <= column,
          column < clip.maxColumn
        {
          buffer[column, rect.row].style.isInverse.toggle()
          buffer.caret = CellPosition(column: column, row: rect.row)
        }
      }
      return
    }
    if element.id == focused, buffer.contains(column: rect.column, row: rect.row),
      clip.column <= rect.column, rect.column < clip.maxColumn
    {
      buffer[rect.column, rect.row].style.isInverse.toggle()
    }
  }

  /// A text editor, or a vertical field: its lines wrapped at its width, scrolled so that
  /// the cursor's line shows. An editor is a box of a lighter background; a field is
  /// underlined, as a one-line field is, and shows its placeholder while empty.
  private func drawTextEditor(
    _ field: RenderTextInput, element: RenderElement, rect: CellRect,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let area = rect.intersection(clip)
    var text = field.text
    var style = baseStyle(element)
    if field.isField {
      style.isUnderlined = true
    } else {
      style.background = palette.barBackground
      // On its own background the text needs its own colour: the terminal's default text
      // colour (light on a dark terminal) would not show on the light box.
      if style.foreground == nil { style.foreground = palette.rgb(.primary) }
    }
    buffer.fill(area, grapheme: " ", style: style)
    if field.isField, text.isEmpty {
      text = field.placeholder
      style.foreground = palette.secondary
    }
    guard rect.width > 0, rect.height > 0 else { return }
    let characters = Array(text)
    let lines = TextEditorLines(text: text, columns: rect.width)
    let cursor = cursorIndex(in: text, element: element)
    let position = lines.position(of: cursor)
    // Scrolled no further than needed for the cursor's line to show.
    let first = element.id == focused ? max(position.line - rect.height + 1, 0) : 0
    for row in 0..<min(rect.height, lines.count - first) {
      let line = lines.lines[first + row]
      let shown = String(characters[line.start..<(line.start + line.length)])
      buffer.write(shown, column: rect.column, row: rect.row + row, style: style, clip: area)
    }
    guard element.id == focused else { return }
    var column = rect.column + position.column
    var row = rect.row + position.line - first
    // At the end of a line as wide as the editor, the caret waits at the next row's start.
    if position.column >= rect.width {
      column = rect.column
      row += 1
    }
    if buffer.contains(column: column, row: row), area.contains(column: column, row: row) {
      buffer[column, row].style.isInverse.toggle()
      buffer.caret = CellPosition(column: column, row: row)
    }
  }

  /// Where the cursor is in a field's text: the host's cursor when it is focused, else
  /// the start.
  private func cursorIndex(in text: String, element: RenderElement) -> Int {
    element.id == focused ? min(cursor ?? text.count, text.count) : 0
  }

  private func drawPicker(
    _ picker: RenderPicker, element: RenderElement, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    var style = baseStyle(element)
    if picker.isSegmented {
      var column = rect.column
      column = buffer.write("(", column: column, row: rect.row, style: style, clip: clip)
      for (index, option) in picker.options.enumerated() {
        var segment = style
        if index == picker.selectedIndex {
          segment.isInverse = true
          segment.foreground = accent
        }
        column = buffer.write(
          " \(option) ", column: column, row: rect.row, style: segment, clip: clip)
        if index < picker.options.count - 1 {
          column = buffer.write("│", column: column, row: rect.row, style: style, clip: clip)
        }
      }
      buffer.write(")", column: column, row: rect.row, style: style, clip: clip)
    } else {
      let selected = picker.selectedIndex.map { picker.options[$0] } ?? ""
      style.foreground = accent
      let text = "\(selected) ▾"
      buffer.write(
        text, column: rect.maxColumn - TextWrapping.columns(of: text), row: rect.row, style: style,
        clip: clip)
    }
  }

  private func drawProgress(
    _ fraction: Double?, element: RenderElement, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    var style = baseStyle(element)
    style.foreground = accent
    guard let fraction else {
      let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
      let glyph = String(frames[animationFrame % frames.count])
      buffer.write(
        glyph, column: rect.column + max((rect.width - 1) / 2, 0), row: rect.row, style: style,
        clip: clip)
      return
    }
    let filled = Int((Double(rect.width) * fraction).rounded())
    let bar =
      String(repeating: "█", count: filled)
      + String(repeating: "░", count: max(rect.width - filled, 0))
    buffer.write(bar, column: rect.column, row: rect.maxRow - 1, style: style, clip: clip)
  }

  static func format(_ picker: RenderDatePicker) -> String {
    let date = picker.date
    switch (picker.showsDate, picker.showsTime) {
    case (true, false): return date.formatted(date: .abbreviated, time: .omitted)
    case (false, true): return date.formatted(date: .omitted, time: .shortened)
    default: return date.formatted(date: .abbreviated, time: .shortened)
    }
  }
}
