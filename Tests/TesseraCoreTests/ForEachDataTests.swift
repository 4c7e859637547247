import Tessera
import TesseraTesting
import Testing

/// `ForEach` walks arrays and integer ranges directly and other collections generically;
/// every kind of data shows its rows in order, keyed by their ids.
@MainActor
@Suite struct ForEachDataTests {
  struct Rows: View {
    var body: some View {
      VStack {
        ForEach(0..<2) { Text("range \($0)") }
        ForEach(["pear", "fig"], id: \.self) { Text("array \($0)") }
        ForEach([7, 8].reversed(), id: \.self) { Text("reversed \($0)") }
        ForEach(1...2, id: \.self) { Text("closed \($0)") }
        ForEach(["kiwi"].indices, id: \.self) { Text("indices \($0)") }
      }
    }
  }

  @Test func everyKindOfDataShowsItsRowsInOrder() {
    let host = TestHost(Rows())
    let texts = host.screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(
      texts == [
        "range 0", "range 1", "array pear", "array fig", "reversed 8", "reversed 7", "closed 1",
        "closed 2", "indices 0",
      ])
  }

  @Test func rowsKeyedByThemselvesKeepTheirStateWhenTheDataMoves() throws {
    struct Counter: View {
      let name: String
      @State var taps = 0
      var body: some View { Button("\(name) \(taps)") { taps += 1 } }
    }
    struct Fruits: View {
      @State var fruits = ["pear", "fig"]
      var body: some View {
        VStack {
          ForEach(fruits, id: \.self) { Counter(name: $0) }
          Button("Swap") { fruits.reverse() }
        }
      }
    }
    let host = TestHost(Fruits())
    try host.tap("fig 0")
    try host.tap("Swap")
    #expect(host.screen.joined().contains("fig 1"), "the state moved with its row")
    #expect(
      host.screen.firstIndex { $0.contains("fig 1") }! < host.screen.firstIndex {
        $0.contains("pear 0")
      }!)
  }
}

/// `ForEach($items, id: \.self)`: bindings to elements identified by the element.
@MainActor
@Suite struct BoundForEachTests {
  struct Columns: View {
    @State var names = ["To do", "Doing", "Done"]
    var body: some View {
      VStack {
        ForEach($names, id: \.self) { $name in
          Button(name) { name += "!" }
        }
      }
    }
  }

  struct Checklist: View {
    @State var items = ["Tent", "Map"]
    var body: some View {
      List($items, id: \.self) { $item in
        TextField("Item", text: $item)
      }
    }
  }

  @Test func aListOfBindingsEditsTheArray() throws {
    let host = TestHost(Checklist())
    #expect(host.findAll(control: "Item").map(\.textValue) == ["Tent", "Map"])
  }

  @Test func eachViewEditsItsOwnElement() throws {
    let host = TestHost(Columns())
    try host.tap("Doing")
    #expect(host.contains(text: "Doing!") && host.contains(text: "To do"))
    #expect(!host.contains(text: "To do!"))
  }
}
