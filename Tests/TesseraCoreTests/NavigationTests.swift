import Tessera
import TesseraTesting
import Testing

private struct Park: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let parks = [Park(id: 1, name: "Glacier"), Park(id: 2, name: "Zion")]

private struct ParkDetail: View {
  let park: Park
  @State private var visits = 0
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("About \(park.name)")
      Button("Visit") { visits += 1 }
      Text("visits \(visits)")
      Button("Done here") { dismiss() }
    }
    .navigationTitle(park.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

private struct ParkList: View {
  @State private var favoritesOnly = false
  var body: some View {
    NavigationView {
      List {
        Toggle("Favorites only", isOn: $favoritesOnly)
        ForEach(parks) { park in
          NavigationLink {
            ParkDetail(park: park)
          } label: {
            Text(park.name)
          }
        }
      }
      .navigationTitle("Parks")
      .toolbar {
        Button("Profile") {}
      }
    }
  }
}

private enum Tab: Hashable { case featured, list }

private struct Tabs: View {
  @State private var selection = Tab.featured
  var body: some View {
    TabView(selection: $selection) {
      CounterTab(name: "Featured")
        .tabItem { Label("Featured", systemImage: "star") }
        .tag(Tab.featured)
      ParkList()
        .tabItem { Label("List", systemImage: "list.bullet") }
        .tag(Tab.list)
    }
  }
}

private struct CounterTab: View {
  let name: String
  @State private var count = 0
  var body: some View {
    Text("\(name) \(count)")
    Button("Count \(name)") { count += 1 }
  }
}

@MainActor
@Suite struct NavigationTests {
  @Test func linkPushesDestinationAndBackReturns() throws {
    let host = TestHost(ParkList())
    #expect(host.contains(text: "Glacier"))
    try host.tap("Zion")
    #expect(host.contains(text: "About Zion"))
    #expect(!host.contains(text: "Glacier"), "the page underneath is concealed")
    try host.tap("Parks")  // the back button carries the previous page's title
    #expect(host.contains(text: "Glacier"))
    #expect(!host.contains(text: "About Zion"))
  }

  @Test func pageUnderneathKeepsItsStateAndPushedPagesStartFresh() throws {
    let host = TestHost(ParkList())
    try host.toggle("Favorites only")
    try host.tap("Glacier")
    try host.tap("Visit")
    #expect(host.contains(text: "visits 1"))
    try host.tap("Parks")
    #expect(try host.find(control: "Favorites only").isOn == true)
    try host.tap("Glacier")
    #expect(host.contains(text: "visits 0"), "a new push is a new page")
  }

  @Test func dismissInAPushedPagePopsIt() throws {
    let host = TestHost(ParkList())
    try host.tap("Glacier")
    try host.tap("Done here")
    #expect(host.contains(text: "Zion"))
  }

  @Test func titlesAndToolbarAreReadFromTheTopPage() throws {
    let host = TestHost(ParkList())
    let stack = try #require(host.findAll(kind: "NavigationStack").first)
    #expect(stack.navigationTitle == "Parks")
    #expect((try? host.find(control: "Profile")) != nil)
    try host.tap("Zion")
    #expect(try #require(host.findAll(kind: "NavigationStack").first).navigationTitle == "Zion")
    #expect((try? host.find(control: "Profile")) == nil, "toolbar of a covered page is hidden")
  }

  @Test func tabsKeepTheirStateAndNavigation() throws {
    let host = TestHost(Tabs())
    try host.tap("Count Featured")
    #expect(host.contains(text: "Featured 1"))
    try host.tap("List")
    #expect(!host.contains(text: "Featured 1"))
    try host.tap("Zion")
    try host.tap("Featured")
    #expect(host.contains(text: "Featured 1"), "the first tab kept its state")
    try host.tap("List")
    #expect(host.contains(text: "About Zion"), "the second tab kept its navigation")
  }

  @Test func tabBarShowsOneItemPerTabWithTheSelectedMarked() throws {
    let host = TestHost(Tabs())
    let items = host.findAll(kind: "TabBarItem")
    #expect(items.map(\.label) == ["Featured", "List"])
    #expect(items.map(\.description) == ["TabBarItem(selected)", "TabBarItem"])
  }
}

private struct Fruit: Identifiable, Hashable {
  let id: String
}

@MainActor
@Suite struct ListSelectionTests {
  @Test func selectingARowWritesTheSelection() throws {
    struct Picker: View {
      @State var chosen: String?
      let fruits = [Fruit(id: "apple"), Fruit(id: "pear"), Fruit(id: "plum")]
      var body: some View {
        VStack {
          List(fruits, selection: $chosen) { fruit in Text(fruit.id) }
          Text("chosen: \(chosen ?? "none")")
        }
      }
    }
    let host = TestHost(Picker())
    #expect(host.selectableRows.map(\.label) == ["apple", "pear", "plum"])
    try host.selectRow("pear")
    #expect(host.contains(text: "chosen: pear"))
    #expect(throws: InspectionError.self) { try host.selectRow("cherry") }
  }

  @Test func aSetSelectionTakesRowsInAndOut() throws {
    struct Basket: View {
      @State var chosen: Set<String> = []
      let fruits = [Fruit(id: "apple"), Fruit(id: "pear"), Fruit(id: "plum")]
      var body: some View {
        VStack {
          List(fruits, selection: $chosen) { fruit in Text(fruit.id) }
          Text("chosen: \(chosen.sorted().joined(separator: ","))")
        }
      }
    }
    let host = TestHost(Basket())
    try host.selectRow("pear")
    try host.selectRow("apple")
    #expect(host.contains(text: "chosen: apple,pear"))
    try host.selectRow("pear")
    #expect(host.contains(text: "chosen: apple"), "choosing a selected row deselects it")
  }

  @Test func rowsIdentifiedByAKeyPathAreSelectedByThatID() throws {
    struct Names: View {
      @State var chosen: String?
      @State var several: Set<String> = []
      var body: some View {
        VStack {
          List(["Ada", "Grace"], id: \.self, selection: $chosen) { Text("one \($0)") }
          List(["Ada", "Grace"], id: \.self, selection: $several) { Text("many \($0)") }
          Text("chosen: \(chosen ?? "none"), several: \(several.sorted())")
        }
      }
    }
    let host = TestHost(Names())
    try host.selectRow("one Grace")
    try host.selectRow("many Ada")
    #expect(host.contains(text: #"chosen: Grace, several: ["Ada"]"#))
  }

  @Test func rowsOfAForEachBesideOtherRowsAreSelectableByTheirID() throws {
    struct Mixed: View {
      @State var chosen: Int?
      var body: some View {
        VStack {
          List(selection: $chosen) {
            Text("Pinned").tag(0)
            ForEach(1..<4, id: \.self) { Text("Row \($0)") }
          }
          Text("chosen: \(chosen.map(String.init) ?? "none")")
        }
      }
    }
    let host = TestHost(Mixed())
    #expect(host.selectableRows.map(\.label) == ["Pinned", "Row 1", "Row 2", "Row 3"])
    try host.selectRow("Row 2")
    #expect(host.contains(text: "chosen: 2"))
    try host.selectRow("Pinned")
    #expect(host.contains(text: "chosen: 0"))
  }

  @Test func rowsOfAListWithoutSelectionAreNotSelectable() {
    let host = TestHost(List(0..<3, id: \.self) { Text("row \($0)") })
    #expect(host.selectableRows.isEmpty)
  }
}
