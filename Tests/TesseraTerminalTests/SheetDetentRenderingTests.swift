import Tessera
import Testing

@testable import TesseraTerminal

/// A sheet at a lower detent is drawn over the bottom of the screen, under a top edge
/// that a click moves, with the app dimmed above it; a click on the app dismisses it.
@MainActor
@Suite struct SheetDetentRenderingTests {
  private struct Library: View {
    @State var showsSort = true
    @State var sorted = "none"
    var body: some View {
      VStack(alignment: .leading) {
        Text("Library (sorted: \(sorted))").background(Color.green)
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .sheet(isPresented: $showsSort) {
        VStack {
          Button("By title") { sorted = "title" }
          Spacer()
        }
        .presentationDetents([.medium, .large])
      }
    }
  }

  private func row(of text: String, in host: TerminalHost) -> Int? {
    host.front?.lines.firstIndex { $0.contains(text) }
  }

  @Test func theSheetTakesTheLowerHalfUnderAnEdgeWithItsIndicator() throws {
    let host = TerminalHost.drawn(Library(), columns: 40, rows: 12)
    let lines = try #require(host.front?.lines)
    #expect(row(of: "Library", in: host) == 0, "the app still shows above: \(lines)")
    #expect(lines[5].contains("───") && lines[5].contains("━━━━━"), "the edge: \(lines[5])")
    #expect(try #require(row(of: "By title", in: host)) >= 6, "the sheet's content is below it")
    #expect(try host.style(of: "Library").isFaded, "the app above is dimmed")
    let green = Palette.light.rgb(.green)
    #expect(try host.style(of: "Library").background != green, "its fills too")
    #expect(try !host.style(of: "By title").isFaded)
    #expect(try host.matchesFreshFrame("a sheet at its medium detent"))
  }

  @Test func aClickOnTheEdgeGrowsTheSheetAndAClickAboveDismissesIt() throws {
    let host = TerminalHost.drawn(Library(), columns: 40, rows: 12)
    host.handle(.mouse(.press(button: 0), column: 20, row: 5))
    host.handle(.mouse(.release, column: 20, row: 5))
    #expect(row(of: "Library", in: host) == nil, "at .large the sheet covers the app")
    #expect(row(of: "By title", in: host) == 0)
    host.handle(.mouse(.press(button: 0), column: 20, row: 0))
    #expect(row(of: "By title", in: host) == 0, "at .large a click is the sheet's own")

    let medium = TerminalHost.drawn(Library(), columns: 40, rows: 12)
    medium.handle(.mouse(.press(button: 0), column: 3, row: 1))
    medium.handle(.mouse(.release, column: 3, row: 1))
    #expect(row(of: "By title", in: medium) == nil, "dismissed")
    #expect(row(of: "Library (sorted: none)", in: medium) == 0, "and nothing behind ran")
  }

  @Test func withoutASheetAltUpReachesTheApp() throws {
    struct Board: View {
      @State var presses = 0
      var body: some View {
        Text("Alt-ups: \(presses)").focusable()
          .onKeyPress(.upArrow) {
            presses += 1
            return .handled
          }
      }
    }
    let host = TerminalHost.drawn(Board(), columns: 40, rows: 6)
    host.handle(.key(.tab))
    host.handle(.key(.up, [.alt]))
    #expect(row(of: "Alt-ups: 1", in: host) != nil, "\(host.front?.lines ?? [])")
  }

  @Test func altUpAndAltDownGrowAndShrinkTheSheetFromTheKeyboard() throws {
    let host = TerminalHost.drawn(Library(), columns: 40, rows: 12)
    host.handle(.key(.up, [.alt]))
    #expect(row(of: "By title", in: host) == 0, "grown to .large")
    host.handle(.key(.up, [.alt]))
    #expect(row(of: "By title", in: host) == 0, "it stays at the largest")
    host.handle(.key(.down, [.alt]))
    #expect(try #require(row(of: "By title", in: host)) >= 6, "back to .medium")
    host.handle(.key(.down, [.alt]))
    #expect(row(of: "By title", in: host) != nil, "the smallest: still shown")
  }
}

extension SheetDetentRenderingTests {
  private struct Opener: View {
    @State var shows = false
    var body: some View {
      VStack {
        Text("Answer: none")
        Button("Open") { shows = true }
      }
      .frame(maxHeight: .infinity, alignment: .top)
      .sheet(isPresented: $shows) {
        Text("Half").presentationDetents([.medium])
      }
    }
  }

  @Test func openedLaterTheSheetDimsEverythingAbove() throws {
    let host = TerminalHost.drawn(Opener(), columns: 40, rows: 12)
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(try host.style(of: "Answer").isFaded)
    #expect(try host.style(of: "Open").isFaded)
    #expect(try host.matchesFreshFrame("a sheet opened at its medium detent"))
  }
}
