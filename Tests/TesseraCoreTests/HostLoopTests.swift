import Foundation
import Tessera
import TesseraCore
import Testing

/// The one loop every host runs: what its backend is handed, and when.
@MainActor
@Suite struct HostLoopTests {
  /// A backend that keeps the frames it is handed.
  final class RecordingBackend: Backend {
    func requestAnimationFrame(_ draw: @escaping @MainActor () -> Void) {}
    let metrics: any LayoutMetrics = CellMetrics()
    var frames: [(cause: Frame.Cause, damage: Damage, number: Int)] = []
    func present(_ frame: Frame) { frames.append((frame.cause, frame.damage, frame.number)) }
    func copyToClipboard(_ text: String) {}
  }

  final class Model: ObservableObject {
    @Published var likes = 0
  }

  struct LikesRow: View {
    @ObservedObject var model: Model
    var body: some View { Text("Likes \(model.likes)") }
  }

  struct Screen: View {
    let model: Model
    var body: some View {
      VStack {
        Text("Title")
        LikesRow(model: model)
        Spacer()
      }
    }
  }

  private func loop(_ model: Model, backend: RecordingBackend) -> HostLoop {
    let loop = HostLoop(rootView: Screen(model: model), metrics: backend.metrics)
    loop.attach(backend)
    loop.resize(to: CGSize(width: 640, height: 384))
    return loop
  }

  @Test func aResizeHandsTheBackendAWholeFrame() {
    let backend = RecordingBackend()
    _ = loop(Model(), backend: backend)
    #expect(backend.frames.count == 1)
    #expect(backend.frames[0].cause == .redraw)
    #expect(backend.frames[0].damage.isEverything)
  }

  @Test func aStateChangeHandsTheBackendTheChangedRowOnly() {
    let backend = RecordingBackend()
    let model = Model()
    let loop = loop(model, backend: backend)
    model.likes = 1
    loop.graph.update()
    #expect(backend.frames.count == 2)
    let frame = backend.frames[1]
    #expect(frame.cause == .update)
    #expect(!frame.damage.isEverything)
    #expect(frame.damage.rect.height < 384 / 4, "one row of text, not the window")
    #expect(frame.number == 1)
  }

  @Test func inputThatChangesNoStateStillPresentsAnInputFrame() {
    let backend = RecordingBackend()
    let loop = loop(Model(), backend: backend)
    loop.refresh()
    #expect(backend.frames.last?.cause == .input)
    #expect(backend.frames.last?.damage.isEmpty == true, "nothing in the tree changed")
  }

  @Test func refreshesAskedForInOneTurnMakeOneFrame() async {
    let backend = RecordingBackend()
    let model = Model()
    let loop = loop(model, backend: backend)
    // The graph's own update for the change waits out the frame interval; under a loaded
    // suite that wait could end before the refresh runs and make a frame of its own,
    // which is not what this test is about. An hour keeps it out of the way.
    loop.graph.minimumUpdateInterval = 3_600_000_000_000
    model.likes = 1
    loop.scheduleRefresh()
    loop.scheduleRefresh()
    for _ in 0..<100 where backend.frames.count < 2 { await Task.yield() }
    for _ in 0..<10 { await Task.yield() }
    #expect(backend.frames.count == 2)
    #expect(backend.frames.last?.cause == .input)
  }
}
