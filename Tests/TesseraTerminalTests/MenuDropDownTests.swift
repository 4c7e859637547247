import Tessera
import Testing

@testable import TesseraTerminal

/// A menu's list drops down from its button in a box, its first item marked; a click
/// outside the box closes it without choosing.
@MainActor
@Suite struct MenuDropDownTests {
  final class Choice: ObservableObject {
    @Published var sort = "none"
  }

  struct Toolbar: View {
    @ObservedObject var choice: Choice
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("Notes")
          Menu("Sort") {
            Button("By name") { choice.sort = "name" }
            Button("By date, newest first") { choice.sort = "date" }
          }
        }
        Text("Sorted by \(choice.sort)")
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  private func host(_ choice: Choice) -> TerminalHost {
    let host = TerminalHost(rootView: Toolbar(choice: choice))
    host.write = { _ in }
    host.resize(to: (40, 12))
    return host
  }

  private func place(of text: String, in host: TerminalHost) throws -> (column: Int, row: Int) {
    let screen = try #require(host.front)
    return try #require(screen.place(of: text), "\(text) not on screen")
  }

  @Test func theListDropsDownUnderItsButtonWithItsFirstItemMarked() throws {
    let choice = Choice()
    let host = host(choice)
    let button = try place(of: "Sort", in: host)
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let first = try place(of: "By name", in: host)
    let second = try place(of: "By date", in: host)
    #expect(first.row > button.row, "under the button")
    #expect(first.column == second.column, "the items line up at the leading edge")
    #expect(abs(first.column - 2 - button.column) <= 1, "the box starts where the button does")
    let lines = try #require(host.front).lines
    #expect(lines[first.row - 1].contains("╭"), "in a box")
    host.handle(.key(.enter))
    #expect(choice.sort == "name", "Return chooses the item the list opened on")
    #expect(try !#require(host.front).lines.joined().contains("By date"), "and closes it")
  }

  @Test func aClickOutsideTheBoxClosesItWithoutChoosing() throws {
    let choice = Choice()
    let host = host(choice)
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    _ = try place(of: "By name", in: host)
    host.handle(.mouse(.press(button: 0), column: 39, row: 11))
    host.handle(.mouse(.release, column: 39, row: 11))
    #expect(try !#require(host.front).lines.joined().contains("By name"))
    #expect(choice.sort == "none")
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(
      try #require(host.front).lines.joined().contains("By name"),
      "the app takes keys again: the menu opens anew")
  }
}
