import EndToEndSupport
import Tessera
import Testing

@testable import TesseraTerminal

/// A row of the fuzzed screen, with a model of its own: changing it updates only the row.
private final class FuzzRow: ObservableObject, Identifiable {
  let id: Int
  @Published var text: String
  @Published var tint = 0
  @Published var indent = 0
  @Published var isFlagged = false
  init(id: Int) {
    self.id = id
    text = "row \(id)"
  }
}

/// The fuzzed screen's own data: which rows there are, a banner and a title.
private final class FuzzScreenModel: ObservableObject {
  @Published var rows: [FuzzRow]
  @Published var showsBanner = false
  @Published var title = "Fuzz"
  @Published var scrollRows = 12
  var nextID: Int
  init(rows: Int) {
    self.rows = (0..<rows).map(FuzzRow.init)
    nextID = rows
  }
}

private let fuzzColors: [Color] = [.primary, .red, .green, .blue]

private struct FuzzRowView: View {
  @ObservedObject var row: FuzzRow
  var body: some View {
    HStack {
      Text(row.text).foregroundColor(fuzzColors[row.tint])
      Spacer()
      if row.isFlagged { Text("flag").border(Color.red) }
    }
    .offset(x: CGFloat(row.indent) * 8)
    .background(row.tint == 2 ? Color.yellow : Color.clear)
  }
}

private struct FuzzScreen: View {
  @ObservedObject var model: FuzzScreenModel
  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        if model.showsBanner {
          Text("Banner").padding(.horizontal).background(Color.blue)
        }
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.scrollRows, id: \.self) { index in Text("item \(index)") }
          }
        }
        .frame(height: 48)
        ForEach(model.rows) { row in FuzzRowView(row: row) }
      }
      .navigationTitle(model.title)
    }
  }
}

@MainActor
@Suite struct IncrementalFrameTests {
  /// One random change a user's data could make: to one row (only it updates) or to the
  /// screen (the parent updates: rows added, removed, moved; a banner; the title).
  private func change(_ model: FuzzScreenModel, using random: inout SeededGenerator) {
    let row = model.rows.isEmpty ? nil : model.rows.randomElement(using: &random)
    switch Int.random(in: 0..<11, using: &random) {
    case 0: row?.text = "row \(row?.id ?? 0) v\(Int.random(in: 0..<1_000, using: &random))"
    case 1: row?.text = String(repeating: "long ", count: Int.random(in: 1..<9, using: &random))
    case 2: row?.tint = Int.random(in: 0..<fuzzColors.count, using: &random)
    case 3: row?.indent = Int.random(in: -2..<4, using: &random)
    case 4: row?.isFlagged.toggle()
    case 5:
      let index = Int.random(in: 0...model.rows.count, using: &random)
      model.rows.insert(FuzzRow(id: model.nextID), at: index)
      model.nextID += 1
    case 6:
      if !model.rows.isEmpty {
        model.rows.remove(at: Int.random(in: 0..<model.rows.count, using: &random))
      }
    case 7:
      if model.rows.count > 1 {
        let from = Int.random(in: 0..<model.rows.count, using: &random)
        let moved = model.rows.remove(at: from)
        model.rows.insert(moved, at: Int.random(in: 0...model.rows.count, using: &random))
      }
    case 8: model.showsBanner.toggle()
    case 9: model.title = "Fuzz \(Int.random(in: 0..<100, using: &random))"
    default: model.scrollRows = Int.random(in: 0..<40, using: &random)
    }
  }

  /// Runs `steps` rounds of one to three changes on a screen of `rows` rows and checks,
  /// after each update, that what the host drew incrementally is exactly what a full
  /// render of the same tree draws.
  private func checkIncrementalFrames(seed: UInt64, rows: Int, steps: Int) throws {
    var random = SeededGenerator(seed: seed)
    let model = FuzzScreenModel(rows: rows)
    let host = TerminalHost(rootView: FuzzScreen(model: model))
    host.write = { _ in }
    host.resize(to: (60, 20))
    for step in 0..<steps {
      for _ in 0...Int.random(in: 0..<3, using: &random) { change(model, using: &random) }
      host.graph.update()
      guard try host.matchesFreshFrame("seed \(seed), step \(step)") else { return }
    }
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func incrementalFramesEqualFullRenders(seed: UInt64) throws {
    try checkIncrementalFrames(seed: seed, rows: 12, steps: 60)
  }

  @Test(arguments: [5, 6] as [UInt64])
  func longStacksDrawOnlyTheVisibleRowsAndStillMatch(seed: UInt64) throws {
    // More rows than the screen holds, and more than the renderer bisects at.
    try checkIncrementalFrames(seed: seed, rows: 60, steps: 60)
  }

  @Test func aRowChangeRedrawsOnlyItsRows() throws {
    let model = FuzzScreenModel(rows: 200)
    let host = TerminalHost(rootView: FuzzScreen(model: model))
    var written: [String] = []
    host.write = { written.append($0) }
    host.resize(to: (60, 20))
    let drawn = host.drawnElements
    model.rows[3].text = "changed"
    host.graph.update()
    #expect(host.front?.lines.contains { $0.contains("changed") } == true)
    let fullFrame = host.freshFrame().findings.drawnElements
    #expect(
      host.drawnElements - drawn < fullFrame / 2, "a few rows' elements, not the screen's")
    #expect(written.last?.contains("changed") == true)
    // A row off screen changes: nothing is drawn or written.
    let writes = written.count
    model.rows[150].text = "unseen"
    host.graph.update()
    #expect(written.count == writes)
  }
}
