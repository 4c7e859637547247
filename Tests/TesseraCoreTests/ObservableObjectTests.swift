import Foundation
import Synchronization
import Tessera
import TesseraTesting
import Testing

private final class Model: ObservableObject {
  static let created = Mutex(0)
  @Published var count = 0
  @Published var name = "Ada"
  init() { Model.created.withLock { $0 += 1 } }
}

private struct Owner: View {
  @StateObject private var model = Model()
  @State private var unrelated = 0
  var body: some View {
    Text("Owner \(model.count)")
    Button("Bump") { model.count += 1 }
    Button("Unrelated") { unrelated += 1 }
    Reader(model: model)
    Static()
  }
}

private struct Reader: View {
  @ObservedObject var model: Model
  var body: some View { Text("Reader \(model.name)") }
}

private struct Static: View {
  var body: some View { Text("static") }
}

/// Holds a model without observing it and lends it to a `Reader`: Grace first, then a
/// new Alan each time; it can take it back.
private struct Lender: View {
  @State private var model: Model?
  let didLend: (Model) -> Void

  var body: some View {
    if let model { Reader(model: model) }
    Button("Lend") {
      let lent = Model()
      lent.name = model == nil ? "Grace" : "Alan"
      didLend(lent)
      model = lent
    }
    Button("Take back") { model = nil }
  }
}

private struct Swapper: View {
  @State private var show = true
  var body: some View {
    if show { Owner() }
    Button("Toggle owner") { show.toggle() }
  }
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {
  @Test func stateObjectIsCreatedOncePerIdentity() throws {
    let before = Model.created.withLock { $0 }
    let host = TestHost(Swapper())
    try host.tap("Bump")
    try host.tap("Unrelated")
    try host.tap("Bump")
    #expect(host.contains(text: "Owner 2"))
    #expect(Model.created.withLock { $0 } - before == 1)
    try host.tap("Toggle owner")
    try host.tap("Toggle owner")
    #expect(host.contains(text: "Owner 0"), "a new identity gets a new object")
    #expect(Model.created.withLock { $0 } - before == 2)
  }

  @Test func stateObjectIsReleasedWhenItsViewLeaves() throws {
    final class Tracked: ObservableObject {
      @Published var value = 0
    }
    struct Holder: View {
      @StateObject var tracked = Tracked()
      let report: (Tracked) -> Void
      var body: some View {
        report(tracked)
        return Text("held")
      }
    }
    struct Outer: View {
      @State var show = true
      let report: (Tracked) -> Void
      var body: some View {
        if show { Holder(report: report) }
        Button("Hide") { show = false }
      }
    }
    weak var seen: Tracked?
    let host = TestHost(Outer { seen = $0 })
    #expect(seen != nil)
    try host.tap("Hide")
    #expect(seen == nil)
  }

  @Test func publishedChangeReevaluatesOnlyObservers() throws {
    let host = TestHost(Owner())
    let owner = host.bodyCount(of: Owner.self)
    let reader = host.bodyCount(of: Reader.self)
    let fixed = host.bodyCount(of: Static.self)
    try host.tap("Bump")
    #expect(host.bodyCount(of: Owner.self) == owner + 1)
    #expect(host.bodyCount(of: Reader.self) == reader + 1, "Reader observes the same model")
    #expect(host.bodyCount(of: Static.self) == fixed, "Static has no inputs that changed")
  }

  @Test func observedObjectFollowsTheInstanceItsParentPasses() throws {
    weak var first: Model?
    weak var second: Model?
    let host = TestHost(
      Lender { model in
        if first == nil { first = model } else { second = model }
      })
    try host.tap("Lend")
    #expect(host.contains(text: "Reader Grace"))
    try host.tap("Lend")
    #expect(host.contains(text: "Reader Alan"), "a StateObject would keep showing Grace")
    #expect(first == nil, "the graph does not keep an object its parent let go of")
    let lender = host.bodyCount(of: Lender.self)
    let reader = host.bodyCount(of: Reader.self)
    second?.name = "Alan Turing"
    host.update()
    #expect(host.contains(text: "Reader Alan Turing"))
    #expect(host.bodyCount(of: Reader.self) == reader + 1)
    #expect(host.bodyCount(of: Lender.self) == lender, "the lender does not observe the model")
    try host.tap("Take back")
    #expect(!host.contains(text: "Reader Alan Turing"))
    #expect(second == nil, "the graph does not keep an object no view holds")
  }

  @Test func customObjectWillChangeDrivesUpdates() throws {
    final class Manual: ObservableObject {
      let objectWillChange = ObservableObjectPublisher()
      var value = 0 {
        willSet { objectWillChange.send() }
      }
    }
    struct Show: View {
      @ObservedObject var manual: Manual
      var body: some View { Text("Manual \(manual.value)") }
    }
    let manual = Manual()
    let host = TestHost(Show(manual: manual))
    manual.value = 7
    host.update()
    #expect(host.contains(text: "Manual 7"))
  }

  @Test func manyMutationsInOneTurnCauseOneUpdate() throws {
    let model = Model()
    let host = TestHost(Reader(model: model))
    let updates = host.updateCount
    let evaluations = host.bodyCount(of: Reader.self)
    for index in 0..<50 { model.name = "n\(index)" }
    host.update()
    #expect(host.updateCount == updates + 1)
    #expect(host.bodyCount(of: Reader.self) == evaluations + 1)
    #expect(host.contains(text: "Reader n49"))
  }

  @Test func manyMutationsInOneTurnScheduleOneUpdateByThemselves() async throws {
    let model = Model()
    let host = TestHost(Reader(model: model))
    let updates = host.updateCount
    let evaluations = host.bodyCount(of: Reader.self)
    for index in 0..<50 { model.name = "n\(index)" }
    // No host.update() or settle(): the graph's own scheduled update must apply the
    // changes. It may wait out the graph's minimum interval between updates (1/60 s), so
    // poll with a generous deadline; what is asserted is the count, not the time.
    let deadline = ContinuousClock.now + .seconds(10)
    while host.updateCount == updates, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(!host.hasPendingUpdate, "the one update took every change: nothing is left over")
    #expect(host.updateCount == updates + 1)
    #expect(host.bodyCount(of: Reader.self) == evaluations + 1)
    #expect(host.contains(text: "Reader n49"))
  }

  @Test func changesScheduleAnUpdateOnTheMainActor() async throws {
    let model = Model()
    let host = TestHost(Reader(model: model))
    model.name = "Scheduled"
    await host.settle()
    #expect(host.contains(text: "Reader Scheduled"))
  }

  @Test func backgroundPublishIsDeliveredOnTheMainActor() async throws {
    let model = Model()
    let host = TestHost(Reader(model: model))
    let box = UncheckedSendable(model)
    await Task.detached { box.value.name = "Background" }.value
    await host.settle()
    #expect(host.contains(text: "Reader Background"))
    #expect(Diagnostics.messages.contains { $0.contains("background threads") })
  }

  @Test func publishedProjectionDeliversValues() {
    let model = Model()
    var seen: [Int] = []
    let subscription = model.$count.sink { seen.append($0) }
    model.count = 4
    subscription.cancel()
    model.count = 5
    #expect(seen == [0, 4])
  }
}

struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
