import Foundation
import Tessera
import TesseraCore
import TesseraTerminal

// Animation figures: a row of text moving across a 200 × 60 screen, frame by frame, on
// a clock the benchmark moves (a thirtieth of a second a frame, as the terminal draws),
// through the real terminal renderer and screen diff.

/// A labelled bar that crosses the screen when `moved` flips, with a linear animation.
private struct MovingRow: View {
  let state: MovingRowState

  var body: some View {
    VStack(alignment: .leading) {
      Text("▶ a moving row of text")
        .offset(x: state.moved ? 1_200 : 0)
      ForEach(0..<40, id: \.self) { Text("Still row \($0)") }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// What moves the row: an observable flag, flipped inside `withAnimation`.
@Observable
private final class MovingRowState {
  var moved = false
}

@MainActor
func runAnimationFrames() {
  let state = MovingRowState()
  let host = TerminalHost(rootView: MovingRow(state: state))
  var written = 0
  host.write = { written += $0.utf8.count }
  var time = 0.0
  host.loop.clock = { time }
  host.resize(to: (200, 60))
  withAnimation(.linear(duration: 1)) { state.moved = true }
  host.graph.update()
  var bytesPerChangedByte: [Double] = []
  var frameTimes: [Double] = []
  var frames = 0
  while host.loop.animator.isAnimating, frames < 60 {
    let before = host.front
    written = 0
    time += 1.0 / 30
    frameTimes.append(measure { host.loop.presentAnimationFrame() })
    frames += 1
    guard let before, let after = host.front, written > 0 else { continue }
    // The bytes of the characters of the cells that changed: what a frame cannot do
    // without.
    var changedBytes = 0
    for row in 0..<after.rows {
      for column in 0..<after.columns where before[column, row] != after[column, row] {
        changedBytes += max(after[column, row].grapheme.utf8.count, 1)
      }
    }
    if changedBytes > 0 { bytesPerChangedByte.append(Double(written) / Double(changedBytes)) }
  }
  report.atMost("animation.row.frames", Double(frames), "frames", target: 31)
  report.atMost(
    "animation.row.bytesPerChangedByte", median(bytesPerChangedByte), "x", target: 4)
  if !quick { report.info("animation.row.frameTime.median", median(frameTimes) * 1_000, "ms") }

  // Once it is over, nothing more is drawn while the app stays idle.
  written = 0
  let idle = quick ? 0.5 : 5.0
  RunLoop.main.run(until: Date().addingTimeInterval(idle))
  report.atMost("animation.idle.bytes", Double(written), "bytes", target: 0)
}
