import Foundation
import Tessera
import TesseraTesting
import Testing

/// Sections in lazy stacks and grids, as SwiftUI lays them out: a section's header and
/// footer are rows of their own (in a grid, a whole line each), and with `pinnedViews`
/// the header of the section being scrolled through stays at the top.
@MainActor
@Suite struct LazySectionsTests {
  struct Shelves: View {
    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 0) {
          Section {
            ForEach(1...4, id: \.self) { Text("Fern \($0)") }
          } header: {
            Text("Ferns")
          } footer: {
            Text("4 ferns")
          }
          Section("Mosses") {
            ForEach(1...2, id: \.self) { Text("Moss \($0)") }
          }
        }
      }
    }
  }

  @Test func aGridGivesASectionsHeaderAndFooterWholeLines() throws {
    let screen = TestHost(Shelves()).screen
    let row = { (text: String) in screen.firstIndex { $0.contains(text) } }
    let ferns = try #require(row("Ferns"))
    #expect(!screen[ferns].contains("Fern 1"), "the header is a line of its own")
    let first = try #require(row("Fern 1"))
    #expect(first == ferns + 1)
    #expect(screen[first].contains("Fern 2") && screen[first].contains("Fern 3"))
    #expect(row("Fern 4") == first + 1)
    #expect(row("4 ferns") == first + 2, "the footer comes after the last line of items")
    // The next section starts a line of its own: its items do not fill Fern 4's line.
    #expect(row("Mosses") == first + 3)
    #expect(row("Moss 1") == first + 4 && screen[first + 4].contains("Moss 2"), "\(screen)")
  }

  @Test func aGridsSectionHeaderIsAsWideAsTheGrid() throws {
    let host = TestHost(Shelves())
    let header = try host.find(text: "Ferns")
    let item = try host.find(text: "Fern 2")
    // Centred across the grid (640 points), not in the first column's third.
    #expect(abs(header.frame.midX - 320) <= 8, "\(header.frame)")
    #expect(abs(item.frame.midX - 320) <= 8, "the middle column's item: \(item.frame)")
  }

  struct Directory: View {
    let pinned: Bool

    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned ? [.sectionHeaders] : []) {
          ForEach(["A", "B", "C"], id: \.self) { letter in
            Section {
              ForEach(1...30, id: \.self) { Text("\(letter) person \($0)") }
            } header: {
              Text("Letter \(letter)").frame(maxWidth: .infinity, alignment: .leading)
                .background(.gray)
            }
          }
        }
      }
    }
  }

  @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionScrolls() async throws {
    let host = TestHost(Directory(pinned: true), size: CGSize(width: 640, height: 160))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("Letter A") == true)
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 10))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("Letter A") == true, "\(host.screen)")
    #expect(
      host.screen[1].hasPrefix("A person 11"), "the row under it is not hidden: \(host.screen)")
    // Far into section C, past where A and B's rows were ever built.
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 80))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("Letter C") == true, "\(host.screen)")
  }

  @Test func theNextSectionsHeaderPushesThePinnedOneUp() async throws {
    let host = TestHost(Directory(pinned: true), size: CGSize(width: 640, height: 160))
    await host.settle()
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    // A's last row at the top: A's header still covers it, B's comes right under it.
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 30))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("Letter A") == true, "\(host.screen)")
    #expect(host.screen[1].hasPrefix("Letter B"), "\(host.screen)")
    // A row on, A's section has gone, and B's header is pinned.
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 31))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("Letter B") == true, "\(host.screen)")
    #expect(host.screen[1].hasPrefix("B person 1"), "\(host.screen)")
    // A's header, built to be pinned, is out of view again, not left where it was.
    if let header = try? host.find(text: "Letter A") {
      #expect(header.frame.maxY <= 0, "\(header.frame)")
    }
  }

  @Test func withoutPinnedViewsAHeaderScrollsAway() async throws {
    let host = TestHost(Directory(pinned: false), size: CGSize(width: 640, height: 160))
    await host.settle()
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 10))
    await host.settle()
    #expect(host.screen.first?.hasPrefix("A person 10") == true, "\(host.screen)")
  }

  @Test func scrollToFindsARowInsideASection() async throws {
    struct Index: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("Go") { proxy.scrollTo("C 20", anchor: .top) }
            ScrollView {
              LazyVStack {
                ForEach(["A", "B", "C"], id: \.self) { letter in
                  Section(letter) {
                    ForEach((1...30).map { "\(letter) \($0)" }, id: \.self) { Text($0) }
                  }
                }
              }
            }
          }
        }
      }
    }
    let host = TestHost(Index(), size: CGSize(width: 640, height: 160))
    try host.find(text: "Go").tap()
    await host.settle()
    let lines = host.screen.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(lines[1].contains("C 20"), "the row is at the top of the scroll view: \(host.screen)")
  }

  @Test func aPinnedHeadersBackgroundHidesTheRowsUnderIt() async throws {
    let host = TestHost(Directory(pinned: true), size: CGSize(width: 640, height: 160))
    await host.settle()
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    scroll.scroll(to: CGPoint(x: 0, y: 16 * 30))
    await host.settle()
    #expect(host.screen.first?.trimmingCharacters(in: .whitespaces) == "Letter A", "\(host.screen)")
  }
}
