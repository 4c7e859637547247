import Tessera
import Testing

@testable import TesseraTerminal

/// Built-in button styles as the terminal draws them, and tap gestures as a terminal
/// user reaches them: Tab and Enter, and clicks of the mouse.
@MainActor
@Suite struct ButtonStyleRenderingTests {
  @Test func eachBuiltInStyleColoursItsLabelAsSwiftUIDoes() throws {
    let host = TerminalHost.drawn(
      VStack {
        Button("Tinted") {}
        Button("Plain") {}.buttonStyle(.plain)
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      })
    let palette = Palette.light
    #expect(try host.style(of: "Tinted").foreground == palette.accent)
    #expect(try host.style(of: "Plain").foreground != palette.accent)
    let bordered = try host.style(of: "Bordered")
    #expect(bordered.foreground == palette.accent)
    #expect(bordered.background == palette.barBackground, "on a light fill")
    let prominent = try host.style(of: "Prominent")
    #expect(prominent.foreground == palette.onAccent)
    #expect(prominent.background == palette.accent, "on the accent colour")
    #expect(try host.style(of: " Prominent").background == palette.accent, "padded")
  }

  @Test func theButtonsInATappableCardAreReachedToo() throws {
    struct CardView: View {
      @State var opened = 0
      @State var shared = 0
      var body: some View {
        VStack {
          HStack {
            Text("Opened \(opened)")
            Button("Share") { shared += 1 }
          }
          .onTapGesture { opened += 1 }
          Text("Shared \(shared)")
        }
      }
    }
    let host = TerminalHost.drawn(CardView())
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let screen = host.front?.lines ?? []
    #expect(screen.contains { $0.contains("Opened 1") }, "\(screen)")
    #expect(screen.contains { $0.contains("Shared 1") }, "the inner button is the next stop")
  }

  @Test func aTappableViewTakesTheFocusAndEnterOrTwoClicksRunIt() throws {
    struct Photo: View {
      @State var likes = 0
      var body: some View {
        VStack {
          Text("Mountain photo").onTapGesture(count: 2) { likes += 1 }
          Text("Likes: \(likes)")
        }
      }
    }
    let host = TerminalHost.drawn(Photo())
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(host.front?.lines.contains { $0.contains("Likes: 1") } == true, "Enter runs it")
    let lines = try #require(host.front).lines
    let row = try #require(lines.firstIndex { $0.contains("Mountain") })
    let column = try #require(lines[row].firstIndex(of: "M")).utf16Offset(in: lines[row])
    host.handle(.mouse(.press(button: 0), column: column, row: row))
    host.handle(.mouse(.release, column: column, row: row))
    #expect(host.front?.lines.contains { $0.contains("Likes: 1") } == true, "one click waits")
    host.handle(.mouse(.press(button: 0), column: column, row: row))
    #expect(host.front?.lines.contains { $0.contains("Likes: 2") } == true, "the double click")
  }
}
