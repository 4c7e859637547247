import Tessera
import TesseraTesting
import Testing

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Leaf: View {
  let name: String
  let log: Log
  var body: some View {
    Text(name)
      .onAppear { log.entries.append("appear \(name)") }
      .onDisappear { log.entries.append("disappear \(name)") }
  }
}

private struct Tree: View {
  let log: Log
  @State var showB = true
  var body: some View {
    VStack {
      Leaf(name: "a", log: log)
      if showB { Leaf(name: "b", log: log) } else { Leaf(name: "c", log: log) }
      Button("Swap") { showB.toggle() }
    }
    .onAppear { log.entries.append("appear tree") }
  }
}

@MainActor
@Suite struct LifecycleTests {
  @Test func appearRunsDeepestFirstAfterTheViewEntersTheTree() {
    let log = Log()
    _ = TestHost(Tree(log: log))
    #expect(log.entries == ["appear a", "appear b", "appear tree"])
  }

  @Test func disappearRunsBeforeAppearInTheSameUpdate() throws {
    let log = Log()
    let host = TestHost(Tree(log: log))
    log.entries.removeAll()
    try host.tap("Swap")
    #expect(log.entries == ["disappear b", "appear c"])
  }

  @Test func taskStartsAfterAppearAndIsCancelledOnDisappear() async throws {
    struct Worker: View {
      let log: Log
      var body: some View {
        Text("working")
          .task {
            log.entries.append("task started")
            do {
              // Longer than any run: `settle()` gives a running task a thousand turns of
              // the main actor, which take long while many suites share it.
              try await Task.sleep(for: .seconds(3_600))
              log.entries.append("task finished")
            } catch {
              log.entries.append("task cancelled")
            }
          }
          .onAppear { log.entries.append("appeared") }
      }
    }
    struct Host: View {
      let log: Log
      @State var show = true
      var body: some View {
        if show { Worker(log: log) }
        Button("Remove") { show = false }
      }
    }
    let log = Log()
    let host = TestHost(Host(log: log))
    await host.settle()
    #expect(log.entries == ["appeared", "task started"])
    try host.tap("Remove")
    await host.settle { log.entries.count == 3 }
    #expect(log.entries == ["appeared", "task started", "task cancelled"])
  }

  @Test func switchingTabsMakesTheirContentDisappearAndAppear() async throws {
    struct Tabs: View {
      let log: Log
      var body: some View {
        TabView {
          Leaf(name: "one", log: log).tabItem { Text("One") }
          Leaf(name: "two", log: log)
            .task {
              log.entries.append("two's task started")
              do { try await Task.sleep(for: .seconds(60)) } catch {
                log.entries.append("two's task cancelled")
              }
            }
            .tabItem { Text("Two") }
        }
      }
    }
    let log = Log()
    let host = TestHost(Tabs(log: log))
    await host.settle()
    #expect(log.entries == ["appear one"], "a tab that is not shown has not appeared")
    log.entries.removeAll()
    try host.tap("Two")
    await host.settle { log.entries.contains("two's task started") }
    #expect(log.entries == ["disappear one", "appear two", "two's task started"])
    log.entries.removeAll()
    try host.tap("One")
    await host.settle { log.entries.contains("two's task cancelled") }
    #expect(log.entries.sorted() == ["appear one", "disappear two", "two's task cancelled"])
  }

  @Test func aSheetStaysShownWhenItsPresentersTabIsLeft() throws {
    struct Tabs: View {
      let log: Log
      @State var tab = 1
      @State var showing = true
      var body: some View {
        TabView(selection: $tab) {
          Text("home")
            .sheet(isPresented: $showing) {
              Leaf(name: "sheet", log: log)
              Button("Other tab") { tab = 2 }
            }
            .tabItem { Text("Home") }
            .tag(1)
          Text("other").tabItem { Text("Other") }.tag(2)
        }
      }
    }
    let log = Log()
    let host = TestHost(Tabs(log: log))
    #expect(log.entries.contains("appear sheet"))
    log.entries.removeAll()
    try host.tap("Other tab")
    #expect(!log.entries.contains("disappear sheet"), "the sheet is still on screen")
  }

  @Test func aPushedPageCoversTheRootWhichAppearsAgainOnPop() throws {
    struct Stack: View {
      let log: Log
      var body: some View {
        NavigationStack {
          VStack {
            Leaf(name: "root", log: log)
            NavigationLink("Open") { Leaf(name: "detail", log: log) }
          }
        }
      }
    }
    let log = Log()
    let host = TestHost(Stack(log: log))
    log.entries.removeAll()
    try host.tap("Open")
    #expect(log.entries == ["disappear root", "appear detail"])
    log.entries.removeAll()
    try host.tap("Back")
    #expect(log.entries == ["disappear detail", "appear root"])
  }

  @Test func taskWithIDRestartsWhenTheIDChanges() async throws {
    struct Loader: View {
      let log: Log
      @State var page = 1
      var body: some View {
        Text("page \(page)")
          .task(id: page) { log.entries.append("load \(page)") }
        Button("Next") { page += 1 }
      }
    }
    let log = Log()
    let host = TestHost(Loader(log: log))
    await host.settle()
    try host.tap("Next")
    await host.settle()
    #expect(log.entries == ["load 1", "load 2"])
  }

  @Test func onChangeReportsOldAndNewValues() throws {
    struct Watcher: View {
      let log: Log
      @State var value = 0
      var body: some View {
        Text("value \(value)")
          .onChange(of: value) { old, new in log.entries.append("\(old)->\(new)") }
          .onChange(of: value, initial: true) { log.entries.append("changed") }
        Button("Add") { value += 1 }
        Button("Same") { value += 0 }
      }
    }
    let log = Log()
    let host = TestHost(Watcher(log: log))
    #expect(log.entries == ["changed"], "initial: true runs once on appear")
    try host.tap("Add")
    try host.tap("Same")
    try host.tap("Add")
    #expect(log.entries == ["changed", "0->1", "changed", "1->2", "changed"])
  }

  @Test func stateChangedInOnAppearIsShownInTheSameUpdate() {
    struct Loader: View {
      @State var loaded = false
      var body: some View {
        Text(loaded ? "loaded" : "loading").onAppear { loaded = true }
      }
    }
    let host = TestHost(Loader())
    #expect(host.contains(text: "loaded"))
    #expect(host.updateCount == 1)
  }
}
