import Tessera
import Testing

@testable import TesseraTerminal

@MainActor
@Suite struct TextEditorTests {
  final class Note: ObservableObject {
    @Published var text = ""
  }

  struct Editor: View {
    @ObservedObject var note: Note
    var body: some View {
      VStack(alignment: .leading) {
        Text("Journal")
        TextEditor(text: $note.text).frame(width: 80, height: 48)
      }
    }
  }

  private func host(_ note: Note) -> TerminalHost {
    let host = TerminalHost(rootView: Editor(note: note))
    host.write = { _ in }
    host.resize(to: (30, 10))
    host.handle(.key(.tab))
    return host
  }

  private func lines(_ host: TerminalHost) throws -> [String] {
    let screen = try #require(host.front)
    let title = try #require(screen.lines.firstIndex { $0.contains("Journal") })
    let left = try #require(screen.lines[title].range(of: "Journal")).lowerBound.utf16Offset(
      in: screen.lines[title])
    return (title + 1..<(title + 4)).map { row in
      String((left..<(left + 10)).map { Character(screen[$0, row].grapheme) })
        .trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func returnStartsALineAndArrowsMoveBetweenLines() throws {
    let note = Note()
    let host = host(note)
    host.type("Hello")
    host.handle(.key(.enter))
    host.type("World")
    #expect(note.text == "Hello\nWorld")
    #expect(try lines(host).prefix(2) == ["Hello", "World"])
    host.handle(.key(.up))
    host.handle(.key(.home))
    host.type(">")
    #expect(note.text == ">Hello\nWorld")
    host.handle(.key(.down))
    host.handle(.key(.end))
    host.type("!")
    #expect(note.text == ">Hello\nWorld!")
  }

  @Test func longLinesWrapAtTheEditorsWidth() throws {
    let note = Note()
    let host = host(note)
    host.type("abcdefghijklmn")
    // Ten columns: the eleventh character starts the second line.
    #expect(try lines(host).prefix(2) == ["abcdefghij", "klmn"])
    host.handle(.key(.up))
    host.type("_")
    #expect(note.text == "abcd_efghijklmn", "↑ keeps the column")
  }

  @Test func wordsWrapWholeAndTheArrowsFollowTheWrappedLines() throws {
    let note = Note()
    let host = host(note)
    host.type("The tide came in fast")
    // "The tide " fills nine of ten columns: "came" goes down whole.
    #expect(try lines(host) == ["The tide", "came in", "fast"])
    host.handle(.key(.up))
    host.handle(.key(.home))
    host.type("^")
    #expect(note.text == "The tide ^came in fast", "Home goes to the start of the wrapped line")
  }

  @Test func thePastedLinesAreKept() throws {
    let note = Note()
    let host = host(note)
    host.handle(.paste("one\ntwo\tthree"))
    #expect(note.text == "one\ntwo three")
  }

  @Test func theCursorsLineStaysInView() throws {
    let note = Note()
    let host = host(note)
    for line in 1...5 {
      host.type("L\(line)")
      if line < 5 { host.handle(.key(.enter)) }
    }
    // Three rows show: the last three lines, with the cursor on the last.
    #expect(try lines(host) == ["L3", "L4", "L5"])
  }
}

extension TextEditorTests {
  @Test func wideCharactersWrapByTheColumnsTheyTake() throws {
    let note = Note()
    let host = host(note)
    host.handle(.paste("你好世界你好"))
    // Ten columns hold five characters two columns wide.
    let screen = try #require(host.front)
    let text = screen.lines.joined(separator: "\n")
    #expect(text.contains("你好世界你"), "\(text)")
    host.handle(.key(.up))
    host.type("x")
    #expect(note.text == "你x好世界你好", "↑ from column 2 of the second line: \(note.text)")
  }

  @Test func aRichTextEditorEditsTheCharactersAndKeepsUntouchedAttributes() throws {
    final class Letter: ObservableObject {
      @Published var text: AttributedString = {
        var greeting = AttributedString("Dear")
        greeting.font = .headline
        return greeting
      }()
    }
    struct RichEditor: View {
      @ObservedObject var letter: Letter
      var body: some View { TextEditor(text: $letter.text).frame(width: 80, height: 48) }
    }
    let letter = Letter()
    let host = TerminalHost(rootView: RichEditor(letter: letter))
    host.write = { _ in }
    host.resize(to: (30, 10))
    #expect(try #require(host.front).lines.contains { $0.contains("Dear") })
    host.handle(.key(.tab))
    host.handle(.key(.end))
    #expect(letter.text.runs.first?.font == .headline, "moving the cursor changes nothing")
    host.type(" Ana")
    #expect(String(letter.text.characters) == "Dear Ana")
  }
}
