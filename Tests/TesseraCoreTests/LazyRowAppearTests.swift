import Foundation
import Tessera
import TesseraTesting
import Testing

/// Rows a `List` or `LazyVStack` builds while it is laid out appear within the same
/// update: their `onAppear` has run when `TestHost(...)` or a tap returns, and what it
/// changed is shown.
@MainActor
@Suite struct LazyRowAppearTests {
  final class Log { var appeared: [Int] = [] }

  struct Rows: View {
    let log: Log
    @State private var isShown = false
    @State private var loaded = 0
    var body: some View {
      VStack {
        Button("Show") { isShown = true }
        Text("Loaded \(loaded)")
        if isShown {
          LazyVStack {
            ForEach(0..<50, id: \.self) { index in
              Text("Row \(index)").onAppear {
                log.appeared.append(index)
                loaded += 1
              }
            }
          }
        }
      }
    }
  }

  @Test func listRowsAppearBeforeTheHostReturns() {
    let log = Log()
    let host = TestHost(
      List(0..<50, id: \.self) { index in
        Text("Row \(index)").onAppear { log.appeared.append(index) }
      })
    #expect(log.appeared.first == 0, "\(log.appeared)")
    #expect(!log.appeared.contains(49), "rows far below are not built")
    _ = host
  }

  @Test func rowsShownByATapAppearAndTheirChangesShowBeforeTheTapReturns() throws {
    let log = Log()
    let host = TestHost(Rows(log: log))
    #expect(log.appeared.isEmpty)
    try host.tap("Show")
    #expect(log.appeared.first == 0, "\(log.appeared)")
    #expect(host.contains(text: "Loaded \(log.appeared.count)"), "\(host.screen)")
  }
}
