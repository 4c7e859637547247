import Tessera
import Testing

@testable import TesseraTerminal

/// Animations as the terminal draws them, frame by frame on a clock the test moves.
@MainActor
@Suite struct AnimatedDrawingTests {
  /// A swatch whose colour and place change when `changed` flips.
  @Observable final class Switch {
    var changed = false
  }

  private struct Swatch: View {
    let state: Switch
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Color(red: state.changed ? 0 : 1, green: 0, blue: state.changed ? 1 : 0)
          .frame(width: 32, height: 16)
        Star().fill(Color.green).frame(width: 32, height: 32)
          .offset(x: state.changed ? 80 : 0)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// A shape of the app's own: its outline is a path, drawn in window coordinates.
  private struct Star: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
      return path
    }
  }

  /// A terminal of `columns` × `rows` showing `view`, whose animation clock stands still
  /// until the test moves it.
  @MainActor
  private final class ClockedTerminal {
    let host: TerminalHost
    private var time = 0.0

    init(_ view: some View, columns: Int, rows: Int) {
      host = TerminalHost(rootView: view)
      host.write = { _ in }
      host.resize(to: (columns, rows))
      host.loop.clock = { [unowned self] in self.time }
    }

    /// Applies `change` inside a one-second linear animation.
    func animate(_ change: () -> Void) {
      withAnimation(.linear(duration: 1)) { change() }
      host.graph.update()
    }

    /// Draws the frame at `seconds` on the clock.
    func draw(at seconds: Double) {
      time = seconds
      host.loop.presentAnimationFrame()
    }
  }

  @Test func aColourChangeIsDrawnPartOfTheWay() throws {
    let state = Switch()
    let terminal = ClockedTerminal(Swatch(state: state), columns: 40, rows: 8)
    let host = terminal.host
    terminal.animate { state.changed = true }
    terminal.draw(at: 0.5)
    let screen = try #require(host.front)
    let mid = try #require(screen[1, 0].style.background)
    #expect(mid.red > 90 && mid.red < 170 && mid.blue > 90 && mid.blue < 170, "\(mid)")
    #expect(mid.green < 10)
    terminal.draw(at: 1.1)
    #expect(host.front?[1, 0].style.background == CellStyle.RGB(0, 0, 255))
  }

  @Test func aPathShapeMovesWithItsFrame() throws {
    let state = Switch()
    let terminal = ClockedTerminal(Swatch(state: state), columns: 40, rows: 8)
    let host = terminal.host
    func circleColumns() -> [Int] {
      guard let screen = host.front else { return [] }
      return (0..<40).filter { column in
        (1..<3).contains {
          screen[column, $0].grapheme != " " || screen[column, $0].style.background != nil
        }
      }
    }
    let before = circleColumns()
    terminal.animate { state.changed = true }
    terminal.draw(at: 0.5)
    let midway = circleColumns()
    #expect(!before.isEmpty)
    #expect(midway.first == (before.first ?? 0) + 5, "\(before) → \(midway)")
  }

  /// How far round a ring is drawn.
  @Observable final class Progress {
    var value = 0.25
  }

  private struct Ring: View {
    let progress: Progress
    var body: some View {
      Circle().trim(from: 0, to: progress.value).stroke(lineWidth: 2)
        .frame(width: 160, height: 160)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aTrimmedRingGrowsPartOfTheWay() throws {
    let progress = Progress()
    let terminal = ClockedTerminal(Ring(progress: progress), columns: 40, rows: 12)
    let host = terminal.host
    func drawnCells() -> Int {
      guard let screen = host.front else { return 0 }
      return (0..<screen.rows).reduce(0) { count, row in
        count + (0..<screen.columns).filter { screen[$0, row].grapheme != " " }.count
      }
    }
    let quarter = drawnCells()
    terminal.animate { progress.value = 1 }
    #expect(drawnCells() == quarter, "the ring starts as it was")
    terminal.draw(at: 0.5)
    let midway = drawnCells()
    terminal.draw(at: 1.1)
    let whole = drawnCells()
    #expect(quarter < midway && midway < whole, "\(quarter) → \(midway) → \(whole)")
  }
}
