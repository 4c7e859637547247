import Foundation
import Tessera
import TesseraCore
import TesseraTerminal

// `swift run -c release TesseraBench` measures update, layout and output costs and
// exits non-zero when a target is missed. `--quick` (used by CI) runs smaller sizes and
// checks counts and bytes only, never times.

let quick = CommandLine.arguments.contains("--quick")
/// `--only NAME` runs one scenario (e.g. `parentDriven`), for profiling.
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
  CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}
/// `--repeat N` repeats the measured update N more times, so a profiler sees mostly it.
let repeats =
  CommandLine.arguments.firstIndex(of: "--repeat").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? Int(CommandLine.arguments[$0 + 1]) : nil
  } ?? 0

/// Whether the scenario `name` runs.
func runs(_ name: String) -> Bool { only == nil || only == name }
let report = Report()

@MainActor
func headless<V: View>(_ view: V, columns: Int = 200, rows: Int = 60) -> ViewGraph {
  ViewGraph(
    rootView: WindowRoot(view), layoutEngine: LayoutEngine(metrics: CellMetrics.terminal()),
    windowSize: CGSize(width: columns * 8, height: rows * 16))
}

@MainActor
func terminal<V: View>(_ view: V, columns: Int, rows: Int) -> TerminalHost {
  let host = TerminalHost(rootView: view)
  host.write = { _ in }
  host.resize(to: (columns, rows))
  return host
}

@MainActor
func runTerminalOutput() {
  let values = RowValues(count: 50)
  let host = TerminalHost(rootView: StandardScreen(rows: values))
  var chunks: [String] = []
  host.write = { chunks.append($0) }
  host.resize(to: (200, 60))
  report.atMost(
    "terminal.firstFrame.bytes", Double(chunks.joined().utf8.count), "bytes", target: 1_100)
  report.atMost("terminal.firstFrame.writes", Double(chunks.count), "writes", target: 1)
  chunks.removeAll()
  values.values[7] = 1
  host.graph.update()
  report.atMost(
    "terminal.oneRowChange.bytes", Double(chunks.joined().utf8.count), "bytes", target: 12)
  chunks.removeAll()
  values.values[7] = 2
  host.graph.update()
  report.atMost(
    "terminal.sameRowAgain.bytes", Double(chunks.joined().utf8.count), "bytes", target: 12)
  chunks.removeAll()
  host.redraw()
  report.atMost("terminal.noChange.bytes", Double(chunks.joined().utf8.count), "bytes", target: 0)
  report.atMost("terminal.noChange.writes", Double(chunks.count), "writes", target: 0)
  chunks.removeAll()
  host.resize(to: (199, 60))
  report.info("terminal.resizeRepaint.bytes", Double(chunks.joined().utf8.count), "bytes")

  if !quick {
    let list = terminal(LazyRowsList(count: 1_000), columns: 80, rows: 24)
    var frames = 0
    let seconds = measure {
      for _ in 0..<200 {
        list.handle(.key(.pageDown))
        frames += 1
      }
    }
    report.info("terminal.listScroll.fps", Double(frames) / seconds, "frames/s")
  }
}

@MainActor
func runRowLocal() {
  var times: [Double] = []
  defer {
    if !quick, times.count == 2 {
      report.atMost("rowLocal.observed.timeRatio", times[1] / times[0], "x", target: 1.5)
    }
  }
  for count in quick ? [100, 1_000] : [100, 10_000] {
    let models = (0..<count).map { _ in RowModel() }
    let graph = headless(ObservedRows(models: models))
    let before = graph.bodyEvaluations(of: ObservedRow.self)
    var seconds = measure {
      models[count / 2].value += 1
      graph.update()
    }
    report.atMost(
      "rowLocal.observed.n\(count).bodies",
      Double(graph.bodyEvaluations(of: ObservedRow.self) - before), "bodies", target: 2)
    seconds = min(
      seconds,
      bestTime(of: 20) {
        models[count / 2].value += 1
        graph.update()
      })
    if !quick { report.info("rowLocal.observed.n\(count).time", seconds * 1_000, "ms") }
    times.append(seconds)

    let stateGraph = headless(StateRows(count: count))
    let button = stateNode(in: stateGraph.root, at: count / 2)
    let stateBefore = stateGraph.bodyEvaluations(of: StateRow.self)
    _ = button?.performAction()
    stateGraph.update()
    report.atMost(
      "rowLocal.state.n\(count).bodies",
      Double(stateGraph.bodyEvaluations(of: StateRow.self) - stateBefore), "bodies", target: 2)
  }
}

/// The button of the `index`-th `StateRow`.
@MainActor
func stateNode(in root: ViewNode, at index: Int) -> ViewNode? {
  var buttons: [ViewNode] = []
  ElementTree.walk(root) { node in
    if node.view(as: (any ActionControl).self) != nil { buttons.append(node) }
    return true
  }
  return index < buttons.count ? buttons[index] : nil
}

@MainActor
func runParentDriven() {
  let count = quick ? 1_000 : 10_000
  let values = RowValues(count: count)
  var graph: ViewGraph!
  let mount = bestTime(of: 3) { graph = headless(ParentRows(rows: values)) }
  let before = graph.bodyEvaluations(of: ValueRow.self) + graph.bodyEvaluations(of: ParentRows.self)
  var update = measure {
    values.values[count / 2] = 9
    graph.update()
  }
  let after = graph.bodyEvaluations(of: ValueRow.self) + graph.bodyEvaluations(of: ParentRows.self)
  var round = 10
  update = min(
    update,
    bestTime(of: 6) {
      values.values[count / 2] = round
      round += 1
      graph.update()
    })
  for round in 0..<repeats {
    values.values[count / 2] = round
    graph.update()
  }
  report.atMost("parentDriven.n\(count).bodies", Double(after - before), "bodies", target: 3)
  if !quick {
    report.atMost("parentDriven.n\(count).updateVsMount", update / mount * 100, "%", target: 5)
  }
}

@MainActor
func runFirstMount() {
  guard !quick else { return }
  let small = measure { _ = headless(ParentRows(rows: RowValues(count: 1_000))) }
  let large = measure { _ = headless(ParentRows(rows: RowValues(count: 10_000))) }
  report.info("firstMount.n1000.time", small * 1_000, "ms")
  report.info("firstMount.n10000.time", large * 1_000, "ms")
  report.atMost("firstMount.ratio", large / small, "x", target: 12)
}

@MainActor
func runLazy() {
  let visibleRows = 24.0
  for (name, makeGraph) in [
    ("list", { (count: Int) in headless(LazyRowsList(count: count), columns: 80, rows: 24) }),
    (
      "lazyVStack", { (count: Int) in headless(LazyRowsStack(count: count), columns: 80, rows: 24) }
    ),
  ] {
    var times: [Double] = []
    for count in [100, 100_000] {
      var graph: ViewGraph!
      times.append(measure { graph = makeGraph(count) })
      graph.update()
      report.atMost(
        "lazy.\(name).n\(count).rowsBuilt", Double(graph.bodyEvaluations(of: ValueRow.self)),
        "rows", target: 2 * visibleRows)
    }
    if !quick { report.atMost("lazy.\(name).timeRatio", times[1] / times[0], "x", target: 2) }
  }
}

@MainActor
func runUpdateStorm() async {
  let values = RowValues(count: 1)
  let graph = headless(StandardScreen(rows: values), columns: 80, rows: 24)
  let before = graph.updateCount
  let memoryBefore = residentBytes()
  let changes = quick ? 10_000 : 100_000
  let box = UnsafeSendable(values)
  let start = DispatchTime.now().uptimeNanoseconds
  await Task.detached {
    for value in 1...changes { box.value.values[0] = value }
  }.value
  for _ in 0..<10_000 where MainActorDelivery.pendingCount > 0 || graph.needsUpdate {
    await Task.yield()
  }
  graph.update()
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  let renders = graph.updateCount - before
  if quick {
    report.atMost("storm.renders", Double(renders), "renders", target: Double(changes) / 10)
  } else {
    // One render a frame (60 a second) over the storm, plus the last one.
    report.atMost(
      "storm.renders", Double(renders), "renders", target: (seconds * 60).rounded(.up) + 1)
  }
  report.atMost(
    "storm.memoryGrowth", Double(max(residentBytes() - memoryBefore, 0)) / 1_048_576, "MiB",
    target: 32)
  let shown = ElementTree.snapshot(of: graph.root).contains("value \(changes)")
  report.atMost("storm.lastValueMissing", shown ? 0 : 1, "", target: 0)
}

struct UnsafeSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

@MainActor
func runNodeCost() {
  guard !quick else { return }
  let before = residentBytes()
  var graph: ViewGraph?
  let seconds = measure { graph = headless(ParentRows(rows: RowValues(count: 100_000))) }
  let nodes = countNodes(graph!.root)
  report.info("nodes.count", Double(nodes), "nodes")
  report.info("nodes.bytesPerNode", Double(residentBytes() - before) / Double(nodes), "bytes")
  report.info("nodes.firstRenderPerNode", seconds / Double(nodes) * 1e6, "µs")
  graph = nil
}

@MainActor
func countNodes(_ node: ViewNode) -> Int { 1 + node.children.reduce(0) { $0 + countNodes($1) } }

func residentBytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = status.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor
func main() async {
  Diagnostics.isQuiet = true
  print("TesseraBench\(quick ? " (quick: counts and bytes only)" : "")")
  if runs("terminalOutput") { runTerminalOutput() }
  if runs("rowLocalFrames") { runRowLocalFrames() }
  if runs("parentFrames") { runParentDrivenFrames() }
  if runs("firstMountFrames") { runFirstMountFrames() }
  if runs("animationFrames") { runAnimationFrames() }
  #if GTK
    // Only when asked: it needs a display.
    if only == "gtkFrames" { runGtkFrames() }
  #endif
  if runs("rowLocal") { runRowLocal() }
  if runs("parentDriven") { runParentDriven() }
  if runs("firstMount") { runFirstMount() }
  if runs("lazy") { runLazy() }
  if runs("updateStorm") { await runUpdateStorm() }
  if runs("nodeCost") { runNodeCost() }
  // Time, not counts: the quick mode leaves it out.
  if !quick, runs("startup") { runStartup() }
  if report.missed.isEmpty {
    print("All targets met.")
  } else {
    print("Missed: \(report.missed.joined(separator: ", "))")
    exit(1)
  }
}

await main()
