import Foundation
import Testing

@testable import TesseraCore
@testable import TesseraTerminal

/// A terminal's `PasteButton` asks the terminal for its clipboard with OSC 52, and pastes
/// its answer, or failing one, the next text pasted.
@MainActor
@Suite struct PasteButtonTerminalTests {
  private struct Notes: View {
    @State private var notes: [String] = []
    var body: some View {
      VStack {
        PasteButton(payloadType: String.self) { notes += $0 }
        TextField("Title", text: .constant(""))
        Text("Notes: \(notes.joined(separator: ", "))")
      }
    }
  }

  private final class Output {
    var text = ""
  }

  private func makeHost(_ output: Output) -> TerminalHost {
    let host = TerminalHost(rootView: Notes())
    host.write = { output.text += $0 }
    host.resize(to: (40, 10))
    return host
  }

  private func shows(_ text: String, in host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func theDecoderReadsTheTerminalsClipboardAnswer() {
    var decoder = InputDecoder()
    let answer = "\u{1B}]52;c;\(Data("Tea, two".utf8).base64EncodedString())\u{07}"
    #expect(decoder.decode(Array(answer.utf8)) == [.clipboard("Tea, two")])
    let ended = "\u{1B}]52;c;\(Data("x".utf8).base64EncodedString())\u{1B}\\"
    #expect(decoder.decode(Array(ended.utf8) + [0x61]) == [.clipboard("x"), .key(.character("a"))])
    #expect(decoder.decode(Array("\u{1B}]11;rgb:0/0/0\u{07}".utf8)).isEmpty)
    // An empty answer pastes nothing.
    #expect(decoder.decode(Array("\u{1B}]52;c;\u{07}".utf8)).isEmpty)
  }

  @Test func aLongAnswerSplitAcrossReadsArrivesWhole() {
    var decoder = InputDecoder()
    let text = String(repeating: "Long clipboard text. ", count: 300)
    let answer = Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    var events: [InputEvent] = []
    for start in stride(from: 0, to: answer.count, by: 1000) {
      events += decoder.decode(Array(answer[start..<min(start + 1000, answer.count)]))
    }
    #expect(events == [.clipboard(text)], "\(events.count) events")
  }

  @Test func pressingItAsksTheTerminalAndPastesTheAnswer() {
    let output = Output()
    let host = makeHost(output)
    host.handle(.key(.tab))
    output.text = ""
    host.handle(.key(.enter))
    #expect(output.text.contains("\u{1B}]52;c;?\u{07}"), "\(output.text.debugDescription)")
    host.handle(.clipboard("Tea"))
    #expect(shows("Notes: Tea", in: host))
    // An answer nobody asked for pastes nothing.
    host.handle(.clipboard("Coffee"))
    #expect(!shows("Coffee", in: host))
  }

  @Test func withNoAnswerTheNextPasteGoesToTheButtonUntilTheUserMovesOn() {
    let host = makeHost(Output())
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    host.handle(.paste("Jam"))
    #expect(shows("Notes: Jam", in: host))
    host.handle(.key(.enter))
    host.handle(.key(.tab))  // on to the field: its paste is its own
    host.handle(.paste("Bread"))
    #expect(!shows("Notes: Jam, Bread", in: host))
  }
}
