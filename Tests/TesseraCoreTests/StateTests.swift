import Tessera
import TesseraTesting
import Testing

private struct Counter: View {
  var title = "Count"
  @State private var count = 0
  var body: some View {
    Text("\(title): \(count)")
    Button("Increment \(title)") { count += 1 }
  }
}

private struct BranchSwitcher: View {
  @State var showFirst = true
  var body: some View {
    if showFirst {
      Counter(title: "A")
    } else {
      Counter(title: "B")
    }
    Button("Switch") { showFirst.toggle() }
  }
}

/// Two view types with the same shape of state, so only their types tell them apart.
private struct CounterA: View {
  var label = "A"
  @State private var count = 0
  var body: some View {
    Text("\(label): \(count)")
    Button("Increment") { count += 1 }
  }
}

private struct CounterB: View {
  @State private var count = 0
  var body: some View {
    Text("B: \(count)")
    Button("Increment") { count += 1 }
  }
}

/// Shows CounterA or CounterB at one position, erased or in an if/else.
private struct TypeSwitcher: View {
  enum Mode { case anyViewTypes, anyViewSameType, ifElse }
  let mode: Mode
  @State private var first = true
  var body: some View {
    switch mode {
    case .anyViewTypes: first ? AnyView(CounterA()) : AnyView(CounterB())
    case .anyViewSameType: AnyView(CounterA(label: first ? "A" : "A2"))
    case .ifElse:
      if first { CounterA() } else { CounterB() }
    }
    Button("Swap") { first.toggle() }
  }
}

private struct ExplicitID: View {
  @State private var generation = 0
  var body: some View {
    Counter(title: "Inner").id(generation)
    Button("Reset") { generation += 1 }
  }
}

private struct Item: Identifiable, Equatable {
  let id: String
}

private struct ReorderableList: View {
  @State var items = [Item(id: "x"), Item(id: "y"), Item(id: "z")]
  var body: some View {
    ForEach(items) { item in Counter(title: item.id) }
    Button("Reverse") { items.reverse() }
    Button("Drop y") { items.removeAll { $0.id == "y" } }
    Button("Add y") { items.append(Item(id: "y")) }
  }
}

@MainActor
@Suite struct StateTests {
  @Test func stateSurvivesRerendersAndUpdatesText() throws {
    let host = TestHost(Counter())
    #expect(host.contains(text: "Count: 0"))
    try host.tap("Increment Count")
    try host.tap("Increment Count")
    #expect(host.contains(text: "Count: 2"))
    #expect(host.bodyCount(of: Counter.self) == 3)
  }

  @Test func switchingBranchResetsStateAndSwitchingBackStartsOver() throws {
    let host = TestHost(BranchSwitcher())
    try host.tap("Increment A")
    #expect(host.contains(text: "A: 1"))
    try host.tap("Switch")
    #expect(host.contains(text: "B: 0"))
    try host.tap("Switch")
    #expect(host.contains(text: "A: 0"), "the true branch is a new view after it left the tree")
  }

  @Test func changingTheTypeInsideAnAnyViewResetsState() throws {
    let host = TestHost(TypeSwitcher(mode: .anyViewTypes))
    try host.tap("Increment")
    try host.tap("Increment")
    #expect(host.contains(text: "A: 2"))
    try host.tap("Swap")
    #expect(host.contains(text: "B: 0"), "a different type at the same position is a new view")
    try host.tap("Increment")
    try host.tap("Swap")
    #expect(host.contains(text: "A: 0"))
  }

  @Test func theSameTypeInsideAnAnyViewKeepsState() throws {
    let host = TestHost(TypeSwitcher(mode: .anyViewSameType))
    try host.tap("Increment")
    try host.tap("Swap")
    #expect(host.contains(text: "A2: 1"), "only the type, not the erasure, decides identity")
  }

  @Test func ifElseBranchesOfDifferentTypesResetState() throws {
    let host = TestHost(TypeSwitcher(mode: .ifElse))
    try host.tap("Increment")
    try host.tap("Swap")
    #expect(host.contains(text: "B: 0"))
    try host.tap("Increment")
    try host.tap("Swap")
    #expect(host.contains(text: "A: 0"))
  }

  @Test func changingExplicitIDResetsState() throws {
    let host = TestHost(ExplicitID())
    try host.tap("Increment Inner")
    try host.tap("Increment Inner")
    #expect(host.contains(text: "Inner: 2"))
    try host.tap("Reset")
    #expect(host.contains(text: "Inner: 0"))
  }

  @Test func reorderingForEachMovesStateWithIDs() throws {
    let host = TestHost(ReorderableList())
    try host.tap("Increment x")
    try host.tap("Increment z")
    try host.tap("Increment z")
    try host.tap("Reverse")
    #expect(host.texts.filter { !$0.hasPrefix("Increment") }.prefix(3) == ["z: 2", "y: 0", "x: 1"])
  }

  @Test func removedForEachElementLosesItsState() throws {
    let host = TestHost(ReorderableList())
    try host.tap("Increment y")
    try host.tap("Drop y")
    #expect(!host.contains(text: "y: 1"))
    try host.tap("Add y")
    #expect(host.contains(text: "y: 0"))
    #expect(host.contains(text: "x: 0"))
  }

  @Test func stateSetToSameValueDoesNotReevaluate() throws {
    struct Same: View {
      @State var value = 5
      var body: some View { Button("Set five") { value = 5 } }
    }
    let host = TestHost(Same())
    try host.tap("Set five")
    #expect(host.bodyCount(of: Same.self) == 1)
  }

  @Test func stateReadOutsideBodyKeepsInitialValue() {
    let state = State(initialValue: 3)
    #expect(state.wrappedValue == 3)
    #expect(state.projectedValue.wrappedValue == 3)
  }
}
