/// How a lazy grid's rows fall into lines: items fill the tracks of a line one after
/// another, and a section's header or footer takes a line of its own, across all tracks.
/// Worked out by runs, so a grid of 100,000 items costs a few runs, not 100,000 rows.
struct LazyGridLines {
  /// Rows that follow one another into lines: `perLine` at a time, or one when they span.
  private struct Run {
    let firstLine: Int
    let firstRow: Int
    let rowCount: Int
    let spans: Bool
    let perLine: Int

    var lineCount: Int { (rowCount + perLine - 1) / perLine }
  }

  private var runs: [Run] = []
  /// How many lines there are.
  private(set) var count = 0

  /// The lines of `rowCount` rows, `perLine` to a line, where the rows `spanning` (sorted)
  /// take a line each.
  init(rowCount: Int, spanning: [Int], perLine: Int) {
    let perLine = max(perLine, 1)
    var row = 0
    func add(_ rows: Int, spans: Bool) {
      guard rows > 0 else { return }
      let run = Run(
        firstLine: count, firstRow: row, rowCount: rows, spans: spans,
        perLine: spans ? 1 : perLine)
      runs.append(run)
      count += run.lineCount
      row += rows
    }
    for index in spanning where index >= row && index < rowCount {
      add(index - row, spans: false)
      add(1, spans: true)
    }
    add(rowCount - row, spans: false)
  }

  /// The rows of the lines `lines`.
  func rows(inLines lines: Range<Int>) -> Range<Int> {
    guard !lines.isEmpty else { return 0..<0 }
    let first = rows(ofLine: lines.lowerBound)
    let last = rows(ofLine: lines.upperBound - 1)
    return first.lowerBound..<last.upperBound
  }

  /// The rows of line `line`, and whether it is one row across all tracks.
  func rows(ofLine line: Int) -> Range<Int> {
    guard let run = runs.last(where: { $0.firstLine <= line }) else { return 0..<0 }
    let first = run.firstRow + (line - run.firstLine) * run.perLine
    return first..<min(first + run.perLine, run.firstRow + run.rowCount)
  }

  /// The line row `row` is in.
  func line(ofRow row: Int) -> Int {
    guard let run = runs.last(where: { $0.firstRow <= row }) else { return 0 }
    return run.firstLine + (row - run.firstRow) / run.perLine
  }

  /// Whether line `line` is one row across all tracks (a section's header or footer).
  func spans(_ line: Int) -> Bool {
    runs.last(where: { $0.firstLine <= line })?.spans ?? false
  }
}
