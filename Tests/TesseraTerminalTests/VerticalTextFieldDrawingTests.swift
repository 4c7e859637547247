import Tessera
import Testing

@testable import TesseraTerminal

/// A `TextField(axis: .vertical)` in the terminal: its text wraps onto the rows it grows
/// to, Return starts a new line, and past its `lineLimit` it scrolls with the cursor.
@MainActor
@Suite struct VerticalTextFieldDrawingTests {
  final class Message: ObservableObject {
    @Published var text = ""
    @Published var sent = 0
  }

  struct Composer: View {
    @ObservedObject var message: Message
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Message")
        TextField("Say something nice", text: $message.text, axis: .vertical)
          .lineLimit(...3)
          .frame(width: 80)
          .onSubmit { message.sent += 1 }
        Text("End")
      }
    }
  }

  private func host(_ message: Message) -> TerminalHost {
    let host = TerminalHost(rootView: Composer(message: message))
    host.write = { _ in }
    host.resize(to: (30, 10))
    host.handle(.key(.tab))
    return host
  }

  /// The rows under "Message", trimmed, up to the row that says "End".
  private func fieldRows(_ host: TerminalHost) throws -> [String] {
    let screen = try #require(host.front)
    let title = try #require(screen.lines.firstIndex { $0.contains("Message") })
    let end = try #require(screen.lines.firstIndex { $0.contains("End") })
    return screen.lines[(title + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func thePlaceholderWrapsAndTheTextGrowsTheField() throws {
    let message = Message()
    let host = host(message)
    #expect(try fieldRows(host) == ["Say", "something", "nice"], "wrapped between words")
    host.type("abcdefghijklmno")
    #expect(try fieldRows(host) == ["abcdefghij", "klmno"])
  }

  @Test func returnStartsALineAndDoesNotSubmit() throws {
    let message = Message()
    let host = host(message)
    host.type("Hi")
    host.handle(.key(.enter))
    host.type("there")
    #expect(message.text == "Hi\nthere")
    #expect(message.sent == 0, "Return in a vertical field is a new line, as on iPhone")
    #expect(try fieldRows(host) == ["Hi", "there"])
  }

  @Test func pastTheLimitItScrollsWithTheCursor() throws {
    let message = Message()
    let host = host(message)
    for line in 1...5 {
      host.type("L\(line)")
      if line < 5 { host.handle(.key(.enter)) }
    }
    #expect(try fieldRows(host) == ["L3", "L4", "L5"], "three rows, the cursor's last")
    host.handle(.paste("\nsix"))
    #expect(message.text.hasSuffix("L5\nsix"), "a paste keeps its lines")
  }
}
