import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// The rendering differential test: after any sequence of updates, the screen the
/// terminal host drew incrementally (only the rows the damage touches) equals a fresh
/// full render of the same tree.
@MainActor
@Suite struct IncrementalRenderingTests {
  /// What the fuzzed app shows; each operation changes one thing.
  final class Model: ObservableObject {
    struct Row: Identifiable {
      var id: Int
      var text: String
      var isBold = false
      var tint: Color?
      var fraction = 0.5
    }

    @Published var rows: [Row] = (0..<12).map { Row(id: $0, text: "Row \($0)") }
    @Published var banner: String?
    @Published var nextID = 12
    @Published var footer = 0
  }

  struct Screen: View {
    @ObservedObject var model: Model

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if let banner = model.banner {
          Text(banner).padding(.horizontal, 8).background(Color.yellow)
        }
        ForEach(model.rows) { row in
          RowView(row: row)
        }
        Grid(horizontalSpacing: 8) {
          GridRow {
            Text("Total")
            Text("\(model.rows.count)")
          }
        }
        Text("Footer \(model.footer)").bold(model.footer % 2 == 0)
      }
    }
  }

  struct RowView: View {
    let row: Model.Row
    var body: some View {
      HStack {
        Text(row.text).fontWeight(row.isBold ? .bold : nil).foregroundColor(row.tint)
        Spacer()
        Circle().trim(from: 0, to: row.fraction).stroke(Color.blue, lineWidth: 2)
          .frame(width: 16, height: 16)
        Text("Longer **markdown** tail").italic()
      }
    }
  }

  /// A small deterministic generator, so a failure can be replayed from its seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }

  private func apply(_ operation: Int, to model: Model, with random: inout Generator) {
    let count = model.rows.count
    switch operation {
    case 0 where count > 0:
      model.rows[random.next(count)].text = String(
        repeating: "word ", count: 1 + random.next(8))
    case 1 where count > 0:
      model.rows[random.next(count)].isBold.toggle()
    case 2 where count > 0:
      model.rows[random.next(count)].tint = [nil, .red, .green][random.next(3)]
    case 3 where count < 20:
      model.rows.insert(
        Model.Row(id: model.nextID, text: "New \(model.nextID)"), at: random.next(count + 1))
      model.nextID += 1
    case 4 where count > 1:
      model.rows.remove(at: random.next(count))
    case 5:
      model.banner = model.banner == nil ? "Banner \(random.next(100))" : nil
    case 6 where count > 0:
      model.rows[random.next(count)].fraction = Double(random.next(11)) / 10
    case 7 where count > 1:
      model.rows.swapAt(random.next(count), random.next(count))
    default:
      model.footer += 1
    }
  }

  @Test(arguments: [1, 7, 42, 2026])
  func incrementalFramesEqualAFullRender(seed: Int) throws {
    let model = Model()
    let host = TerminalHost(rootView: Screen(model: model))
    host.write = { _ in }
    host.resize(to: (60, 24))
    var random = Generator(state: UInt64(seed))
    for step in 0..<60 {
      let operation = random.next(9)
      apply(operation, to: model, with: &random)
      host.graph.update()
      guard try host.matchesFreshFrame("seed \(seed), step \(step), operation \(operation)")
      else { return }
    }
    // Most frames drew only some rows: the test compared the incremental path.
    #expect(host.partialFrames > 30, "\(host.partialFrames) partial frames of 60")
  }
}
