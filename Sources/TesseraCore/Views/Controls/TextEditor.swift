import Foundation

/// A multi-line text editor: notes, a message, a description. Return starts a new line;
/// the text wraps at the editor's width and scrolls to keep the cursor in view.
///
/// A text editor takes the space it is offered, as in SwiftUI; give it a `frame` to size
/// it.
public struct TextEditor: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// A multi-line editor of rich text (iOS 26). The text is edited as plain characters:
  /// an edit replaces the attributes with the default ones; text left alone keeps them.
  public init(text: Binding<AttributedString>) {
    self.text = Binding {
      String(text.wrappedValue.characters)
    } set: { newValue in
      guard newValue != String(text.wrappedValue.characters) else { return }
      text.wrappedValue = AttributedString(newValue)
    }
  }
}

extension TextEditor: PrimitiveView, TextInputControl, InspectableElement {
  package func editedText(in node: ViewNode) -> Binding<String> { text }

  package var isMultiline: Bool { true }

  package var inspectionDescription: String {
    "TextEditor(text: \(String(reflecting: text.wrappedValue)))"
  }
}

extension TextEditor: NodeLayout {
  /// What it is offered; along an axis offered nothing, its text's size (one line at
  /// least, as wide as its longest line).
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    let font = context.environment.font
    let cell = context.metrics.measure("X", font: font, width: nil, lineLimit: 1).size.width
    let lines = TextEditorLines(text: text.wrappedValue, columns: nil)
    let width =
      proposal.width.flatMap { $0.isFinite ? $0 : nil }
      ?? CGFloat(max(lines.longest, 20)) * cell
    let height =
      proposal.height.flatMap { $0.isFinite ? $0 : nil }
      ?? {
        let wrapped = context.metrics.editorLines(of: text.wrappedValue, font: font, width: width)
        return CGFloat(max(wrapped.count, 1)) * wrapped.height
      }()
    return CGSize(width: width, height: height)
  }
}

/// A text editor's text cut into the lines it shows: at each newline, and where a longer
/// line reaches `columns` display columns (a wide character takes two), before the word
/// that does not fit (within a word as long as the line); with where each
/// line starts in the text, so a cursor (an index into the characters) maps to a line
/// and a display column and back.
package struct TextEditorLines {
  /// Each line's first character, as an index into the text's characters, and its
  /// length in characters (without the newline).
  package private(set) var lines: [(start: Int, length: Int)] = []
  /// The display width of each character of the text.
  private var widths: [Int] = []

  /// The lines of `text` in `columns` (nil: only newlines break lines).
  package init(text: String, columns: Int?) {
    let characters = Array(text)
    widths = characters.map { $0 == "\n" ? 0 : max(TextWrapping.columns(of: $0), 0) }
    var start = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let length = paragraph.count
      var lineStart = start
      var used = 0
      // Where the current line's last word starts (just after a space), to wrap there.
      var wordStart: Int?
      if let columns, columns > 0 {
        for index in start..<(start + length) {
          let width = widths[index]
          let isSpace = characters[index] == " "
          if used + width > columns, isSpace {
            // A space past the edge hangs there, and the next word starts the next line.
            lines.append((lineStart, index + 1 - lineStart))
            lineStart = index + 1
            used = 0
            wordStart = nil
            continue
          }
          if used + width > columns, index > lineStart {
            // A word that does not fit goes down whole, unless it fills the line alone.
            let end = wordStart ?? index
            lines.append((lineStart, end - lineStart))
            lineStart = end
            used = self.width(of: end..<index)
            wordStart = nil
          }
          used += width
          if isSpace { wordStart = index + 1 }
        }
      }
      lines.append((lineStart, start + length - lineStart))
      start += length + 1
    }
  }

  /// How many lines there are.
  package var count: Int { lines.count }

  /// The widest line's width in display columns.
  package var longest: Int { lines.map { width(of: $0.start..<($0.start + $0.length)) }.max() ?? 0 }

  private func width(of range: Range<Int>) -> Int {
    range.reduce(0) { $0 + widths[$1] }
  }

  /// The line and display column of `cursor`: at the end of a line that wrapped, the
  /// start of the next.
  package func position(of cursor: Int) -> (line: Int, column: Int) {
    for (index, line) in lines.enumerated().reversed() where cursor >= line.start {
      let end = min(cursor, line.start + line.length)
      return (index, width(of: line.start..<end))
    }
    return (0, 0)
  }

  /// The cursor at display `column` of `line` (clamped to the line; inside a wide
  /// character, before it).
  package func cursor(line: Int, column: Int) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = lines[min(max(line, 0), lines.count - 1)]
    var used = 0
    for index in line.start..<(line.start + line.length) {
      if used + widths[index] > column { return index }
      used += widths[index]
    }
    return line.start + line.length
  }
}
