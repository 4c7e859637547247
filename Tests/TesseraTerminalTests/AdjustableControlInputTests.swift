import Tessera
import TesseraTesting
import Testing

@testable import TesseraTerminal

/// A stepper and a slider driven as a terminal user drives them: arrow keys on the
/// focused control, clicks on − and +, and a press, drag and release on a track.
@MainActor
@Suite struct AdjustableControlInputTests {
  private struct Settings: View {
    @State var copies = 1
    @State var zoom = 0.0
    @State var drags = ""
    var body: some View {
      VStack {
        Stepper("Copies: \(copies)", value: $copies, in: 1...5)
        Slider(value: $zoom, in: 0...100, step: 10) {
          Text("Zoom")
        } onEditingChanged: {
          drags += $0 ? "(" : ")"
        }
        Text("Zoom \(Int(zoom)) \(drags)")
      }
    }
  }

  private func makeHost() -> TerminalHost {
    let host = TerminalHost(rootView: Settings())
    host.write = { _ in }
    host.resize(to: (40, 10))
    return host
  }

  private func row(containing text: String, in host: TerminalHost) throws -> (Int, String) {
    let lines = try #require(host.front).lines
    let index = try #require(lines.firstIndex { $0.contains(text) }, "\(lines)")
    return (index, lines[index])
  }

  private func shows(_ text: String, in host: TerminalHost) -> Bool {
    host.front?.lines.contains { $0.contains(text) } ?? false
  }

  @Test func arrowKeysMoveTheFocusedStepperAndSlider() throws {
    let host = makeHost()
    host.handle(.key(.tab))  // the stepper
    host.handle(.key(.right))
    host.handle(.key(.character("+")))
    #expect(shows("Copies: 3", in: host))
    host.handle(.key(.left))
    #expect(shows("Copies: 2", in: host))
    host.handle(.key(.tab))  // the slider
    host.handle(.key(.right))
    host.handle(.key(.right))
    #expect(shows("Zoom 20 ()()", in: host), "each key press is one edit")
    host.handle(.key(.end))
    #expect(shows("Zoom 100", in: host))
    host.handle(.key(.down))  // ↑ and ↓ still move the focus
    host.handle(.key(.left))
    #expect(shows("Zoom 100", in: host), "the slider lost the focus")
    #expect(shows("Copies: 1", in: host), "the focus wrapped round to the stepper")
  }

  @Test func clicksOnMinusAndPlusStepTheValue() throws {
    let host = makeHost()
    let (line, text) = try row(containing: "Copies", in: host)
    let plus = try #require(text.firstIndex(of: "+")).utf16Offset(in: text)
    host.handle(.mouse(.press(button: 0), column: plus, row: line))
    host.handle(.mouse(.release, column: plus, row: line))
    host.handle(.mouse(.press(button: 0), column: plus, row: line))
    #expect(shows("Copies: 3", in: host))
    host.handle(.mouse(.press(button: 0), column: plus - 2, row: line))  // −
    #expect(shows("Copies: 2", in: host))
    host.handle(.mouse(.press(button: 0), column: 2, row: line))  // the label: no step
    #expect(shows("Copies: 2", in: host))
  }

  @Test func aDragAlongTheTrackSetsTheValueAndIsOneEdit() throws {
    let host = makeHost()
    let (line, text) = try row(containing: "●", in: host)
    let start = try #require(text.firstIndex(of: "●"))
    let knob = text[..<start].count
    let end = text.count - 1
    host.handle(.mouse(.press(button: 0), column: knob, row: line))
    host.handle(.mouse(.drag(button: 0), column: (knob + end) / 2, row: line))
    #expect(try row(containing: "Zoom 50", in: host).1.hasSuffix("Zoom 50 ("), "still editing")
    host.handle(.mouse(.drag(button: 0), column: end + 5, row: line))
    host.handle(.mouse(.release, column: end + 5, row: line))
    #expect(shows("Zoom 100 ()", in: host), "one edit, kept in the range")
    let (_, drawn) = try row(containing: "●", in: host)
    #expect(drawn.hasSuffix("━●"), "the knob at the end of the track: \(drawn)")
  }
}
