import Foundation
import TesseraCore

extension ElementRenderer {
  /// Draws the parts of controls that are not child views: a toggle's box, a text field's
  /// text, a picker's options, a date, a progress indicator; and tints buttons.
  func drawControl(
    _ node: ViewNode, rect: CellRect, into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let area = rect.intersection(clip)
    let enabled = node.environment.isEnabled
    let accent = node.environment.tint.flatMap { palette.rgb($0) } ?? palette.accent
    if let tab = node.view(as: TabBarItem.self) {
      buffer.restyle(area) { style in
        // A label's own colour (a themed tab bar's tint) stays.
        if style.foreground == nil || style.foreground == palette.primary {
          style.foreground = tab.isSelected ? accent : palette.secondary
        }
        style.isBold = tab.isSelected
      }
    } else if let control = node.actionControl {
      let appearance = control.appearance(in: node.environment)
      guard enabled, appearance != .plain else { return }
      let color =
        appearance == .borderedProminent
        ? palette.onAccent : control.buttonRole == .destructive ? palette.destructive : accent
      buffer.restyle(area) { style in
        if style.foreground == nil || style.foreground == palette.primary {
          style.foreground = color
        }
      }
    } else if let toggle = node.toggleControl {
      let isOn = toggle.isOnBinding.wrappedValue
      var style = baseStyle(node)
      style.foreground = isOn && enabled ? accent : palette.secondary
      let box = isOn ? "[x]" : "[ ]"
      buffer.write(box, column: rect.maxColumn - 3, row: rect.row, style: style, clip: clip)
    } else if let field = node.view(as: (any TextInputControl).self), field.isMultiline {
      drawTextEditor(field, node: node, rect: rect, into: &buffer, clip: clip)
    } else if let field = node.view(as: (any TextInputControl).self) {
      drawTextField(field, node: node, rect: rect, into: &buffer, clip: clip)
    } else if let picker = node.view(as: (any SelectionControl).self) {
      drawPicker(picker, node: node, rect: rect, accent: accent, into: &buffer, clip: clip)
    } else if let datePicker = node.view(as: (any DateControl).self) {
      var style = baseStyle(node)
      style.foreground = accent
      let text = Self.format(datePicker)
      buffer.write(
        text, column: rect.maxColumn - TextWrapping.columns(of: text), row: rect.row, style: style,
        clip: clip)
    } else if let progress = node.progressIndicator {
      drawProgress(
        progress.fraction, node: node, rect: rect, accent: accent, into: &buffer, clip: clip)
    } else if let adjustable = node.view(as: (any AdjustableControl).self) {
      let adjustment = adjustable.adjustment
      switch adjustment.style {
      case .stepper:
        drawStepper(adjustment, node: node, rect: rect, accent: accent, into: &buffer, clip: clip)
      case .slider:
        drawSlider(adjustment, node: node, accent: accent, into: &buffer, clip: clip)
      }
    }
  }

  /// `[−|+]` at the trailing edge; a button that cannot move the value is dimmed.
  private func drawStepper(
    _ adjustment: Adjustment, node: ViewNode, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let enabled = node.environment.isEnabled
    let plain = baseStyle(node)
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

  /// How many columns a stepper's `[−|+]` takes.
  static let stepperColumns = 5

  /// The track, filled in the accent colour up to the knob.
  private func drawSlider(
    _ adjustment: Adjustment, node: ViewNode, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    guard let track = node.locals[SliderTrack.self].map({ cells($0.frame) }), track.width > 0
    else { return }
    let knob = Self.knobColumn(of: adjustment, trackWidth: track.width)
    var filled = baseStyle(node)
    filled.foreground = node.environment.isEnabled ? accent : palette.secondary
    var empty = baseStyle(node)
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

  /// The column of a slider's knob within its track, from 0 to `trackWidth - 1`.
  static func knobColumn(of adjustment: Adjustment, trackWidth: Int) -> Int {
    let fraction = adjustment.fraction ?? 0
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
    _ field: any TextInputControl, node: ViewNode, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    // A secure field's characters are drawn as bullets, one a character.
    let text = field.shown(field.editedText(in: node).wrappedValue)
    let title = node.view(as: (any InspectableElement).self)?.inspectionTitle ?? ""
    var style = baseStyle(node)
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
      let before = String(text.prefix(cursorIndex(in: text, node: node)))
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
      if node === focused {
        let column = rect.column + TextWrapping.columns(of: before) - skipped
        if buffer.contains(column: column, row: rect.row), clip.column <= column,
          column < clip.maxColumn
        {
          buffer[column, rect.row].style.isInverse.toggle()
        }
      }
      return
    }
    if node === focused, buffer.contains(column: rect.column, row: rect.row),
      clip.column <= rect.column, rect.column < clip.maxColumn
    {
      buffer[rect.column, rect.row].style.isInverse.toggle()
    }
  }

  /// Where the cursor is in a field's text: the host's cursor when it is focused, else
  /// the start.
  /// A text editor: its lines wrapped at its width, in a box of a lighter background,
  /// scrolled so that the cursor's line shows.
  private func drawTextEditor(
    _ field: any TextInputControl, node: ViewNode, rect: CellRect, into buffer: inout ScreenBuffer,
    clip: CellRect
  ) {
    let area = rect.intersection(clip)
    let text = field.editedText(in: node).wrappedValue
    var style = baseStyle(node)
    style.background = palette.barBackground
    // On its own background the text needs its own colour: the terminal's default text
    // colour (light on a dark terminal) would not show on the light box.
    if style.foreground == nil { style.foreground = palette.rgb(.primary) }
    buffer.fill(area, grapheme: " ", style: style)
    guard rect.width > 0, rect.height > 0 else { return }
    let characters = Array(text)
    let lines = TextEditorLines(text: text, columns: rect.width)
    let cursor = cursorIndex(in: text, node: node)
    let position = lines.position(of: cursor)
    // Scrolled no further than needed for the cursor's line to show.
    let first = node === focused ? max(position.line - rect.height + 1, 0) : 0
    for row in 0..<min(rect.height, lines.count - first) {
      let line = lines.lines[first + row]
      let shown = String(characters[line.start..<(line.start + line.length)])
      buffer.write(shown, column: rect.column, row: rect.row + row, style: style, clip: area)
    }
    guard node === focused else { return }
    var column = rect.column + position.column
    var row = rect.row + position.line - first
    // At the end of a line as wide as the editor, the caret waits at the next row's start.
    if position.column >= rect.width {
      column = rect.column
      row += 1
    }
    if buffer.contains(column: column, row: row), area.contains(column: column, row: row) {
      buffer[column, row].style.isInverse.toggle()
    }
  }

  private func cursorIndex(in text: String, node: ViewNode) -> Int {
    node === focused ? min(cursor ?? text.count, text.count) : 0
  }

  private func drawPicker(
    _ picker: any SelectionControl, node: ViewNode, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    let options = node.selectionOptions()
    var style = baseStyle(node)
    if node.environment.pickerStyle == .segmented {
      var column = rect.column
      column = buffer.write("(", column: column, row: rect.row, style: style, clip: clip)
      for (index, option) in options.enumerated() {
        var segment = style
        if option.tag == picker.selectedTag {
          segment.isInverse = true
          segment.foreground = accent
        }
        column = buffer.write(
          " \(option.node.readableLabel) ", column: column, row: rect.row, style: segment,
          clip: clip)
        if index < options.count - 1 {
          column = buffer.write("│", column: column, row: rect.row, style: style, clip: clip)
        }
      }
      buffer.write(")", column: column, row: rect.row, style: style, clip: clip)
    } else {
      let selected = options.first { $0.tag == picker.selectedTag }?.node.readableLabel ?? ""
      style.foreground = accent
      let text = "\(selected) ▾"
      buffer.write(
        text, column: rect.maxColumn - TextWrapping.columns(of: text), row: rect.row, style: style,
        clip: clip)
    }
  }

  private func drawProgress(
    _ fraction: Double?, node: ViewNode, rect: CellRect, accent: CellStyle.RGB,
    into buffer: inout ScreenBuffer, clip: CellRect
  ) {
    var style = baseStyle(node)
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

  static func format(_ picker: any DateControl) -> String {
    let date = picker.date
    switch (picker.showsDate, picker.showsTime) {
    case (true, false): return date.formatted(date: .abbreviated, time: .omitted)
    case (false, true): return date.formatted(date: .omitted, time: .shortened)
    default: return date.formatted(date: .abbreviated, time: .shortened)
    }
  }
}
