import Foundation
import Tessera
import TesseraTesting
import Testing

/// A plain list's section headers, as SwiftUI draws them: a band across the list that
/// stays at its top while the section's rows scroll under it.
@MainActor
@Suite struct PlainListHeadersTests {
  struct Contacts: View {
    let plain: Bool

    var body: some View {
      let list = List {
        ForEach(["A", "B"], id: \.self) { letter in
          Section(letter == "A" ? "Letter A" : "Letter B") {
            ForEach(1...20, id: \.self) { Text("\(letter) contact \($0)") }
          }
        }
      }
      if plain { list.listStyle(.plain) } else { list }
    }
  }

  /// `contacts` ten rows high, its list scrolled down by `rows` one-line rows.
  private func scrolled(_ contacts: Contacts, rows: Int) async throws -> TestHost {
    let host = TestHost(contacts, size: CGSize(width: 640, height: 160))
    await host.settle()
    let list = try #require(host.findAll(kind: "List").first)
    list.scroll(to: CGPoint(x: 0, y: 16 * CGFloat(rows)))
    await host.settle()
    return host
  }

  @Test func theHeaderStaysAtTheTopWhileItsRowsScroll() async throws {
    let host = try await scrolled(Contacts(plain: true), rows: 8)
    #expect(host.screen[0].contains("Letter A"), "\(host.screen)")
    #expect(!host.screen[0].contains("contact"), "the band hides the row under it")
    #expect(host.screen[1].contains("A contact 9"), "\(host.screen)")
  }

  @Test func theNextHeaderPushesItUp() async throws {
    // Past A's twenty rows and its header: B's header at the top.
    let host = try await scrolled(Contacts(plain: true), rows: 21)
    #expect(host.screen[0].contains("Letter B"), "\(host.screen)")
    #expect(!host.screen.contains { $0.contains("Letter A") })
  }

  @Test func otherStylesScrollTheirHeadersAway() async throws {
    let host = try await scrolled(Contacts(plain: false), rows: 8)
    #expect(!host.screen.contains { $0.contains("Letter A") }, "\(host.screen)")
  }
}
