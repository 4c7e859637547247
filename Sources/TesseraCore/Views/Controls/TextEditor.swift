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
    let lineHeight = context.metrics.measure(
      "X", font: context.environment.font, width: nil, lineLimit: 1
    )
    .size.height
    let lines = TextEditorLines(text: text.wrappedValue, columns: nil)
    let cell = context.metrics.measure(
      "X", font: context.environment.font, width: nil, lineLimit: 1
    )
    .size.width
    let width =
      proposal.width.flatMap { $0.isFinite ? $0 : nil }
      ?? CGFloat(max(lines.longest, 20)) * cell
    let columns = cell > 0 ? max(Int(width / cell), 1) : nil
    let height =
      proposal.height.flatMap { $0.isFinite ? $0 : nil }
      ?? CGFloat(max(TextEditorLines(text: text.wrappedValue, columns: columns).count, 1))
      * lineHeight
    return CGSize(width: width, height: height)
  }
}

/// A text editor's text cut into the lines it shows: at each newline, and every
/// `columns` characters of a longer line; with where each line starts in the text, so
/// a cursor (an index into the characters) maps to a line and a column and back.
package struct TextEditorLines {
  /// Each line's first character, as an index into the text's characters, and its
  /// length in characters (without the newline).
  package private(set) var lines: [(start: Int, length: Int)] = []

  /// The lines of `text` in `columns` (nil: only newlines break lines).
  package init(text: String, columns: Int?) {
    var start = 0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let length = paragraph.count
      if let columns, columns > 0, length > columns {
        var offset = 0
        while offset < length {
          lines.append((start + offset, min(columns, length - offset)))
          offset += columns
        }
      } else {
        lines.append((start, length))
      }
      start += length + 1
    }
  }

  /// How many lines there are.
  package var count: Int { lines.count }

  /// The longest line's length.
  package var longest: Int { lines.map(\.length).max() ?? 0 }

  /// The line and column of `cursor`: at the end of a line that wrapped, the start of
  /// the next.
  package func position(of cursor: Int) -> (line: Int, column: Int) {
    for (index, line) in lines.enumerated().reversed() where cursor >= line.start {
      return (index, min(cursor - line.start, line.length))
    }
    return (0, 0)
  }

  /// The cursor at `column` of `line` (clamped to the line).
  package func cursor(line: Int, column: Int) -> Int {
    guard !lines.isEmpty else { return 0 }
    let line = lines[min(max(line, 0), lines.count - 1)]
    return line.start + min(max(column, 0), line.length)
  }
}
