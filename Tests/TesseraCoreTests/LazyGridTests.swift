import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct LazyGridTests {
  @Test func adaptiveColumnsFitAsManyAsTheWidthAllows() throws {
    struct Tiles: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(1...20, id: \.self) { Text("T\($0)") }
          }
        }
      }
    }
    // 640 points: seven columns of at least 80 with 8 between.
    let screen = TestHost(Tiles()).screen
    let first = try #require(screen.first { $0.contains("T1 ") || $0.hasSuffix("T1") })
    #expect((1...7).allSatisfy { first.contains("T\($0)") }, "\(first)")
    #expect(!first.contains("T8"))
    let second = try #require(screen.first { $0.contains("T8") })
    #expect(second.contains("T14") && !second.contains("T15"))
    #expect(screen.contains { $0.contains("T20") }, "the last line holds the rest")
  }

  @Test func fixedAndFlexibleColumnsShareTheWidth() throws {
    struct Table: View {
      var body: some View {
        LazyVGrid(
          columns: [
            GridItem(.fixed(80), alignment: .leading), GridItem(.flexible(), alignment: .leading),
          ], spacing: 0
        ) {
          Text("Name")
          Text("Ada")
          Text("Role")
          Text("Engineer")
        }
      }
    }
    let screen = TestHost(Table()).screen
    let name = try #require(screen.first { $0.contains("Name") })
    let role = try #require(screen.first { $0.contains("Role") })
    // The fixed column is 10 cells; the flexible one starts after it and a cell of space.
    #expect(name.range(of: "Ada")?.lowerBound.utf16Offset(in: name) == 11, "\(name)")
    #expect(role.range(of: "Engineer")?.lowerBound.utf16Offset(in: role) == 11, "\(role)")
    #expect(screen.firstIndex(of: role) == screen.firstIndex(of: name)! + 1, "rows 0 apart")
  }

  @Test func aLongGridBuildsOnlyTheItemsInView() {
    struct Photos: View {
      var body: some View {
        ScrollView {
          LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            ForEach(0..<9_000, id: \.self) { Text("Photo \($0)") }
          }
        }
      }
    }
    let host = TestHost(Photos())
    let built = host.findAll(where: { $0.text?.hasPrefix("Photo") == true }).count
    #expect(built > 0 && built < 200, "\(built) items built of 9,000")
    #expect(host.contains(text: "Photo 2"))
  }

  @Test func aHorizontalGridFillsItsRowsColumnByColumn() throws {
    struct Shelf: View {
      var body: some View {
        ScrollView(.horizontal) {
          LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))], spacing: 16) {
            ForEach(["A", "B", "C", "D"], id: \.self) { Text($0) }
          }
        }
      }
    }
    let screen = TestHost(Shelf()).screen
    let top = try #require(screen.first { $0.contains("A") })
    let bottom = try #require(screen.first { $0.contains("B") })
    #expect(top.contains("C") && !top.contains("B"), "\(screen)")
    #expect(bottom.contains("D"))
  }
}

/// Cards dealt into a grid whose cells start empty, as CS193p's Memorize does: a cell
/// behind an `if` not yet taken measures nothing, and the grid must still show it once
/// its view comes.
@MainActor
@Suite struct LazyGridOfEmptyCellsTests {
  struct Card: Identifiable, Equatable { let id: Int }

  struct Table: View {
    @State private var dealt = Set<Int>()
    let cards = (0..<12).map(Card.init)
    var body: some View {
      VStack {
        GeometryReader { _ in
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 0)], spacing: 0) {
            ForEach(cards) { card in
              if dealt.contains(card.id) { Text("card \(card.id)") }
            }
          }
        }
        Button("Deal") { dealt = Set(cards.map(\.id)) }
      }
    }
  }

  @Test func cellsThatStartEmptyShowOnceTheirViewsCome() throws {
    let host = TestHost(Table())
    #expect(!host.contains(text: "card 0"))
    try host.tap("Deal")
    #expect(host.contains(text: "card 0") && host.contains(text: "card 11"), "\(host.snapshot)")
  }
}
