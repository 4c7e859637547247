import Tessera
import TesseraTesting
import Testing

private struct Row: View {
  let number: Int
  var body: some View { Text("Row \(number)") }
}

private struct HugeList: View {
  var body: some View {
    List(0..<100_000, id: \.self) { number in
      Row(number: number)
    }
  }
}

private struct LazyColumn: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(0..<100_000, id: \.self) { number in Row(number: number) }
      }
    }
  }
}

private struct LazyRow: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        // Columns of one width: the scroll extent is estimated from the columns measured.
        ForEach(0..<100_000, id: \.self) { number in Row(number: number).frame(width: 80) }
      }
    }
  }
}

private struct EagerColumn: View {
  var body: some View {
    VStack {
      ForEach(0..<300, id: \.self) { number in Row(number: number) }
    }
  }
}

@MainActor
@Suite struct LazinessTests {
  @Test func listOfAHundredThousandRowsBuildsOnlyTheVisibleRows() async throws {
    // 24 rows of 16 pt.
    let host = TestHost(HugeList(), size: CGSize(width: 640, height: 384))
    await host.settle()
    let built = host.bodyCount(of: Row.self)
    #expect(built > 0 && built < 100, "built \(built) row bodies")
    #expect(host.contains(text: "Row 0"))
    #expect(!host.contains(text: "Row 99999"))

    let list = try #require(host.findAll(kind: "List").first)
    list.scrollToEnd()
    await host.settle()
    let afterScroll = host.bodyCount(of: Row.self)
    #expect(host.contains(text: "Row 99999"))
    #expect(!host.contains(text: "Row 0"), "rows that scrolled away are dropped")
    // 24 rows show; the list builds a couple more either side.
    #expect(afterScroll - built <= 30, "only the rows that became visible were built")
  }

  @Test func scrollingByAFewRowsBuildsOnlyThoseRows() async throws {
    let host = TestHost(HugeList(), size: CGSize(width: 640, height: 384))
    await host.settle()
    let built = host.bodyCount(of: Row.self)
    let list = try #require(host.findAll(kind: "List").first)
    list.scroll(to: CGPoint(x: 0, y: 5 * 16))
    await host.settle()
    #expect(!host.contains(text: "Row 0") && host.contains(text: "Row 28"))
    let added = host.bodyCount(of: Row.self) - built
    // Five rows came into view; the 19 still on screen keep their bodies.
    #expect(added >= 5 && added <= 7, "built \(added) more row bodies")
  }

  @Test func lazyVStackInAScrollViewBuildsOnlyTheVisibleRows() async throws {
    let host = TestHost(LazyColumn())
    await host.settle()
    #expect(host.bodyCount(of: Row.self) < 100)
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 50_000))
    await host.settle()
    #expect(host.contains(text: "Row 50000"))
    #expect(host.bodyCount(of: Row.self) < 200)
  }

  @Test func lazyHStackInAHorizontalScrollViewBuildsOnlyTheVisibleColumns() async throws {
    let host = TestHost(LazyRow())
    await host.settle()
    let built = host.bodyCount(of: Row.self)
    #expect(built > 0 && built < 100, "built \(built) row bodies")
    #expect(host.contains(text: "Row 0"))
    let scroll = try #require(host.findAll(kind: "ScrollView(horizontal)").first)
    scroll.scrollToEnd()
    await host.settle()
    #expect(host.contains(text: "Row 99999"))
    #expect(!host.contains(text: "Row 0"), "columns that scrolled away are dropped")
    #expect(host.bodyCount(of: Row.self) - built < 100)
  }

  @Test func vStackBuildsEveryChild() {
    let host = TestHost(EagerColumn())
    #expect(host.bodyCount(of: Row.self) == 300)
  }

  @Test func rowsKeepTheirPlaceAndFrames() async throws {
    let host = TestHost(HugeList())
    await host.settle()
    let first = try host.find(text: "Row 0").frame
    let second = try host.find(text: "Row 1").frame
    #expect(second.minY - first.minY == 16, "rows are one line apart")
    #expect(first.minX == 16, "rows are inset by the default leading inset")
  }
}
