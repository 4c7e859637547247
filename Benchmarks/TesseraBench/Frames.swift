import Foundation
import Tessera
import TesseraCore
import TesseraTerminal

// Frame figures: what a user feels. Each one is a whole frame, from the change through
// the update, layout, the terminal renderer and the screen diff into a byte sink, on a
// 200 × 60 screen, reported as the median of several frames.

/// How many frames a median is taken over.
let framesPerFigure = 15

/// The median of `values` (the middle one, or the mean of the middle two).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The median time of `frames` runs of `body`, in seconds.
@MainActor
func medianTime(of frames: Int, _ body: () -> Void) -> Double {
  median((0..<frames).map { _ in measure(body) })
}

/// The sizes frames are measured at: the figures compare the larger with the smaller.
let frameSizes = quick ? [100, 1_000] : [100, 10_000]

/// A row's own model changes: one body is evaluated, and one row is drawn again.
@MainActor
func runRowLocalFrames() {
  var times: [Double] = []
  for count in frameSizes {
    let models = (0..<count).map { _ in RowModel() }
    let host = terminal(ObservedRows(models: models), columns: 200, rows: 60)
    // The middle row is on screen: an overflowing stack is centred in the window.
    let changed = models[count / 2]
    let drawn = host.drawnElements
    let built = host.builtElements
    let frame = {
      changed.value += 1
      host.graph.update()
    }
    times.append(medianTime(of: framesPerFigure, frame))
    for _ in 0..<repeats { frame() }
    let frames = Double(framesPerFigure + repeats)
    report.atMost(
      "frame.rowLocal.n\(count).elementsDrawn",
      Double(host.drawnElements - drawn) / frames, "elements", target: 150)
    report.atMost(
      "frame.rowLocal.n\(count).elementsBuilt",
      Double(host.builtElements - built) / frames, "elements", target: 10)
  }
  guard !quick else { return }
  report.info("frame.rowLocal.n\(frameSizes[0]).median", times[0] * 1_000, "ms")
  report.atMost("frame.rowLocal.n\(frameSizes[1]).median", times[1] * 1_000, "ms", target: 1)
  report.atMost("frame.rowLocal.ratio", times[1] / times[0], "x", target: 2)
}

/// The parent's model changes one value: the parent's body and one row's are evaluated,
/// every row's identity is compared, and one row is drawn again.
@MainActor
func runParentDrivenFrames() {
  var times: [Double] = []
  for count in frameSizes {
    let values = RowValues(count: count)
    let host = terminal(ParentRows(rows: values), columns: 200, rows: 60)
    var round = 0
    let frame = {
      round += 1
      values.values[count / 2] = round
      host.graph.update()
    }
    times.append(medianTime(of: framesPerFigure, frame))
    for _ in 0..<repeats { frame() }
  }
  guard !quick else { return }
  report.info("frame.parentDriven.n\(frameSizes[0]).median", times[0] * 1_000, "ms")
  report.info("frame.parentDriven.n\(frameSizes[1]).median", times[1] * 1_000, "ms")
  report.atMost("frame.parentDriven.ratio", times[1] / times[0], "x", target: 10)
}

/// A screen of rows shown for the first time: the graph, its layout and the first frame.
@MainActor
func runFirstMountFrames() {
  guard !quick else { return }
  let count = frameSizes[1]
  let mounts = (0..<5).map { _ in
    measure { _ = terminal(ParentRows(rows: RowValues(count: count)), columns: 200, rows: 60) }
  }
  report.atMost("frame.firstMount.n\(count).median", median(mounts) * 1_000, "ms", target: 300)
}
