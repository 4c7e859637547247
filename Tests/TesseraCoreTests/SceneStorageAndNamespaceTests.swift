import Tessera
import TesseraTesting
import Testing

private enum Pane: String { case list, grid }

private struct PanePicker: View {
  @SceneStorage("pane") private var pane = Pane.list
  var body: some View {
    Button("Show \(pane == .list ? "grid" : "list")") { pane = pane == .list ? .grid : .list }
  }
}

private struct PaneReader: View {
  @SceneStorage("pane") private var pane = Pane.list
  @SceneStorage("draft") private var draft: String?
  var body: some View {
    VStack {
      Text("pane \(pane.rawValue)")
      Text("draft \(draft ?? "none")")
      TextField("Draft", text: Binding($draft, replacingNilWith: ""))
      Button("Clear draft") { draft = nil }
    }
  }
}

private struct Cards: View {
  @Namespace private var cards
  @State private var flips = 0
  let seen: (Namespace.ID) -> Void
  var body: some View {
    seen(cards)
    return Button("Flip \(flips)") { flips += 1 }
      .matchedGeometryEffect(id: "card", in: cards)
  }
}

extension Binding {
  fileprivate init(_ source: Binding<String?>, replacingNilWith empty: String)
  where Value == String {
    self.init(get: { source.wrappedValue ?? empty }, set: { source.wrappedValue = $0 })
  }
}

@MainActor
@Suite struct SceneStorageAndNamespaceTests {
  @Test func sceneStorageIsSharedByKeyWithinAWindow() throws {
    let host = TestHost(
      VStack {
        PanePicker()
        PaneReader()
      })
    #expect(host.contains(text: "pane list"))
    try host.tap("Show grid")
    #expect(host.contains(text: "pane grid"), "another view with the key reads the change")
    try host.find(control: "Draft").setText("hello")
    #expect(host.contains(text: "draft hello"))
    try host.tap("Clear draft")
    #expect(host.contains(text: "draft none"))
  }

  @Test func eachWindowHasItsOwnSceneStorage() throws {
    let first = TestHost(
      VStack {
        PanePicker()
        PaneReader()
      })
    try first.tap("Show grid")
    let second = TestHost(PaneReader())
    #expect(second.contains(text: "pane list"))
  }

  @Test func aNamespaceKeepsItsIdentityAcrossUpdates() throws {
    var ids: [Namespace.ID] = []
    let host = TestHost(Cards { ids.append($0) })
    try host.tap("Flip 0")
    try host.tap("Flip 1")
    #expect(ids.count >= 3)
    #expect(Set(ids).count == 1)
    var other: [Namespace.ID] = []
    _ = TestHost(Cards { other.append($0) })
    #expect(other.first != ids.first, "another view has another namespace")
  }
}
