import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TableTests {
  struct Person: Identifiable {
    var name: String
    var age: Int
    var city: String
    var id: String { name }
  }

  struct People: View {
    @State var people = [
      Person(name: "Grace", age: 85, city: "Arlington"),
      Person(name: "Ada", age: 36, city: "London"),
      Person(name: "Linus", age: 55, city: "Portland"),
    ]
    @State var order = [KeyPathComparator(\Person.name)]
    @State var selected: Person.ID?

    var body: some View {
      VStack {
        Table(people, selection: $selected, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { Text("\($0.age)") }
          TableColumn("City") { Text($0.city) }
        }
        Text("Selected \(selected ?? "none")")
      }
      .onChange(of: order) { people.sort(using: order) }
    }
  }

  private func names(_ host: TestHost) -> [String] {
    ["Grace", "Ada", "Linus"].compactMap { name in
      host.screen.firstIndex { $0.contains(name) }.map { ($0, name) }
    }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func columnsLineUpUnderTheirTitles() throws {
    let host = TestHost(People())
    for (title, cells) in [("Age", ["85", "36", "55"]), ("City", ["Arlington", "London"])] {
      let header = try host.find(text: title).frame
      for cell in cells {
        #expect(
          abs(try host.find(text: cell).frame.minX - header.minX) < 0.01, "\(cell) under \(title)")
      }
    }
    let nameHeader = try host.find(text: "Name").frame
    #expect(try host.find(text: "Ada").frame.minY > nameHeader.maxY)
  }

  @Test func clickingATitleSortsByItsColumnAndAgainReverses() throws {
    let host = TestHost(People())
    #expect(names(host) == ["Grace", "Ada", "Linus"], "the app's own order at first")
    try host.find(control: "Age").tap()
    #expect(names(host) == ["Ada", "Linus", "Grace"])
    try host.find(control: "Age").tap()
    #expect(names(host) == ["Grace", "Linus", "Ada"])
    try host.find(control: "Name").tap()
    #expect(names(host) == ["Ada", "Grace", "Linus"])
    #expect(host.findAll(control: "City").isEmpty, "a column without a value does not sort")
  }

  @Test func rowsAreSelectedAsInAList() throws {
    let host = TestHost(People())
    #expect(host.selectableRows.count == 3, "\(host.selectableRows.map(\.label))")
    try host.selectRow(try #require(host.selectableRows.last?.label))
    #expect(host.contains(text: "Selected Linus"))
  }

  @Test func anEmojiCentredInANarrowColumnStaysOnItsRowsLine() throws {
    struct Capitals: View {
      let people = [Person(name: "Ada", age: 36, city: "London")]
      var body: some View {
        Table(people) {
          TableColumn("Name", value: \.name)
          TableColumn("Capital") { _ in
            HStack {
              Spacer()
              Text("🌟")
              Spacer()
            }
          }
          .width(60)
        }
      }
    }
    let host = TestHost(Capitals())
    let star = try host.find(text: "🌟").frame
    let name = try host.find(text: "Ada").frame
    #expect(star.height == name.height, "one line, not an empty one below it")
    #expect(star.minY == name.minY)
  }
}
