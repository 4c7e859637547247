import Tessera
import TesseraTesting
import Testing

@testable import TesseraTerminal

private struct Board: View {
  @State private var score = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("Scoreboard").font(.title)
      ForEach(0..<18, id: \.self) { row in
        Text("Row \(row): steady text that does not change")
      }
      Text("Score: \(score)")
      Button("Add point") { score += 1 }
    }
  }
}

@MainActor
@Suite struct RenderingTests {
  /// A host drawing into a string instead of a terminal.
  private func makeHost<V: View>(_ view: V, columns: Int = 80, rows: Int = 24)
    -> (TerminalHost, OutputLog)
  {
    let host = TerminalHost(rootView: view)
    // Each change is read at its end, as `TestHost` does: pushes do not slide.
    host.loop.animatesChanges = false
    let log = OutputLog()
    host.write = { log.chunks.append($0) }
    host.resize(to: (columns, rows))
    return (host, log)
  }

  @Test func drawsTextsControlsAndBars() throws {
    struct Screen: View {
      @State var on = true
      var body: some View {
        NavigationStack {
          VStack(alignment: .leading) {
            Toggle("Favorites only", isOn: $on)
            Divider()
            Text("Crater Lake")
          }
          .navigationTitle("Landmarks")
        }
      }
    }
    let (host, _) = makeHost(Screen(), columns: 40, rows: 6)
    let lines = try #require(host.front).lines
    #expect(lines[0].hasPrefix("  Landmarks"), "large, at the leading edge of the empty bar")
    #expect(lines.contains { $0.contains("Favorites only") && $0.hasSuffix("[x]") })
    #expect(lines.contains { $0.contains("────") })
    #expect(lines.contains { $0.contains("Crater Lake") })
  }

  @Test func unchangedFrameWritesNothingAndOneTextChangeWritesOnlyItsCells() throws {
    let (host, log) = makeHost(Board())
    let firstFrame = log.chunks.joined()
    #expect(
      firstFrame.contains("Scoreboard") && firstFrame.contains("Row 17"),
      "the first frame paints it all")
    log.chunks.removeAll()
    host.redraw()
    #expect(log.chunks.isEmpty, "nothing changed, nothing written")
    host.handle(.key(.tab))  // focus the button
    log.chunks.removeAll()
    host.handle(.key(.enter))  // Score: 0 → Score: 1, the button keeps its look
    let written = log.chunks.joined()
    #expect(written.contains("1"))
    #expect(
      written.utf8.count <= 12, "only the changed cell and a move: \(written.debugDescription)"
    )
  }

  @Test func theFocusComesBackToTheButtonThatOpenedAnAlert() throws {
    struct Asker: View {
      @State var asking = false
      @State var answers = 0
      var body: some View {
        VStack {
          Text("Answers: \(answers)")
          Button("Ask") { asking = true }
        }
        .alert("Sure?", isPresented: $asking) {
          Button("OK") { answers += 1 }
        }
      }
    }
    let (host, _) = makeHost(Asker())
    host.handle(.key(.tab))  // focus Ask
    host.handle(.key(.enter))  // the alert
    #expect(try #require(host.front).lines.contains { $0.contains("Sure?") })
    host.handle(.key(.enter))  // OK, the alert's default
    #expect(host.focused?.readableLabel == "Ask", "the focus is back as soon as it closes")
    host.handle(.key(.enter))  // Ask again
    host.handle(.key(.enter))  // OK
    #expect(try #require(host.front).lines.contains { $0.contains("Answers: 2") })
  }

  @Test func aLargeTitleTakesARowUnderABarWithItems() throws {
    let (host, _) = makeHost(
      NavigationStack {
        Text("page").navigationTitle("Library").toolbar { Button("Add") {} }
      }, columns: 30, rows: 6)
    let lines = try #require(host.front).lines
    #expect(lines[0].hasSuffix("Add") && !lines[0].contains("Library"))
    #expect(lines[1].hasPrefix("  Library"))
  }

  @Test func pushedTitlesInheritTheLargeModeAndInlineOnesSitBesideTheBackButton() throws {
    struct Pages: View {
      let mode: NavigationBarItem.TitleDisplayMode
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Text("detail")
              .navigationTitle("A rather long title for a narrow bar")
              .navigationBarTitleDisplayMode(mode)
              .toolbar { Button("Save") {} }
          }
          .navigationTitle("Library")
        }
      }
    }
    let (inherited, _) = makeHost(Pages(mode: .automatic), columns: 40, rows: 10)
    inherited.handle(.key(.tab))
    inherited.handle(.key(.enter))
    let pushed = try #require(inherited.front).lines
    #expect(!pushed[0].contains("A rather"), "not in the bar: \(pushed[0])")
    #expect(
      pushed[1].hasPrefix("  A rather long title"),
      "large under the bar, as the root's is: \(pushed[1])")
    let host = try shownInline(Pages(mode: .inline))
    let lines = try #require(host.front).lines
    let bar = lines[0]
    #expect(bar.contains("Library"), "the back button keeps its label: \(bar)")
    #expect(bar.hasSuffix("Save"), "the toolbar keeps its item: \(bar)")
    #expect(bar.contains("A rather"), "the title shows, shortened: \(bar)")
    #expect(bar.contains("…"))
    #expect(!lines[1].contains("A rather"), "inline, as asked")
  }

  /// A host of `view` on 40 × 10 cells, its root checked to show a large title, then
  /// its link opened.
  private func shownInline(_ view: some View) throws -> TerminalHost {
    let (host, _) = makeHost(view, columns: 40, rows: 10)
    let lines = try #require(host.front).lines
    #expect(lines[0].hasPrefix("  Library"), "large, leading, in the otherwise empty bar")
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    return host
  }

  @Test func sectionHeadersStandApartFromTheirRows() throws {
    let (host, _) = makeHost(
      List {
        Section("Fruit") { Text("Apple") }
        Section {
          Text("Carrot")
        } header: {
          Text("Roots").foregroundColor(.red)
        }
      }, columns: 30, rows: 8)
    let screen = try #require(host.front)
    func style(of text: String) throws -> CellStyle {
      let row = try #require(screen.lines.firstIndex { $0.contains(text) })
      let column = try #require(screen.lines[row].range(of: text)).lowerBound.utf16Offset(
        in: screen.lines[row])
      return screen[column, row].style
    }
    let header = try style(of: "Fruit")
    #expect(header.isBold)
    #expect(header.foreground == Palette.light.secondary)
    #expect(try style(of: "Apple").foreground != Palette.light.secondary, "rows keep their colour")
    #expect(
      try style(of: "Roots").foreground == Palette.light.rgb(.red), "the app's own style wins")
  }

  @Test func everyRowOfASetSelectionIsHighlighted() throws {
    struct Basket: View {
      @State var chosen: Set<Int> = [1, 3]
      var body: some View {
        List(selection: $chosen) {
          ForEach(0..<4, id: \.self) { Text("Item \($0)") }
        }
      }
    }
    let (host, _) = makeHost(Basket(), columns: 20, rows: 6)
    let screen = try #require(host.front)
    func highlighted(_ text: String) -> Bool? {
      screen.lines.firstIndex { $0.contains(text) }.map { screen[0, $0].style.background != nil }
    }
    let marks = ["Item 0", "Item 1", "Item 2", "Item 3"].map(highlighted)
    #expect(marks == [false, true, false, true])
  }

  @Test func aLongTextScrollsInItsFieldToKeepTheCursorInView() throws {
    struct Form: View {
      @State var text = "abcdefghijklmnopqrstuvwxyz"
      var body: some View {
        TextField("Name", text: $text).frame(width: 80)
      }
    }
    let (host, _) = makeHost(Form(), columns: 20, rows: 5)
    func field() throws -> String {
      try #require(host.front).lines.first { $0.contains("a") || $0.contains("z") } ?? ""
    }
    #expect(try field().contains("abcdefghi…"), "unfocused: the start")
    host.handle(.key(.tab))  // focus: the cursor goes to the end
    #expect(try field().contains("stuvwxyz"))
    #expect(try !field().contains("abc"))
    host.handle(.key(.home))
    #expect(try field().contains("abcdefghi"), "Home shows the start again")
  }

  @Test func smallTerminalShowsANotice() throws {
    let (host, _) = makeHost(Board(), columns: 12, rows: 3)
    // The longest wording that fits whole, centred: not "Terminal too" cut off.
    #expect(try #require(host.front).lines == [" Too small", " need 20×5", ""])
    host.resize(to: (0, 0))
    host.resize(to: (80, 24))
    #expect(try #require(host.front).lines.contains { $0.contains("Scoreboard") })
  }

  @Test func tabAndEnterDriveControlsAndEscGoesBack() throws {
    struct Screen: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open details") { Text("Details page") }
            .navigationTitle("Home")
        }
      }
    }
    let (host, _) = makeHost(Screen(), columns: 40, rows: 8)
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(try #require(host.front).lines.contains { $0.contains("Details page") })
    host.handle(.key(.escape))
    #expect(try #require(host.front).lines.contains { $0.contains("Open details") })
  }

  @Test func typingEditsTheFocusedTextField() throws {
    struct Form: View {
      @State var name = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          Text("Hi \(name)")
        }
      }
    }
    let (host, _) = makeHost(Form(), columns: 30, rows: 5)
    host.handle(.key(.tab))
    for character in "Ana" { host.handle(.key(.character(character))) }
    host.handle(.key(.left))
    host.handle(.key(.backspace))
    host.handle(.paste("lic"))
    let lines = try #require(host.front).lines
    #expect(lines.contains { $0.contains("Hi Alica") }, "\(lines)")
  }
}

@MainActor
final class OutputLog {
  var chunks: [String] = []
}

@MainActor
@Suite struct TruncationTests {
  private func line(_ mode: Text.TruncationMode) throws -> String {
    let host = TerminalHost(
      rootView: Text("abcdefghij").lineLimit(1).truncationMode(mode).frame(width: 48))
    host.write = { _ in }
    host.resize(to: (20, 5))
    return try #require(host.front).lines.first { !$0.isEmpty }?
      .trimmingCharacters(in: .whitespaces) ?? ""
  }

  @Test func oneLineTextIsCutWhereTheModeSays() throws {
    #expect(try line(.tail) == "abcde…")
    #expect(try line(.head) == "…fghij")
    #expect(try line(.middle) == "abc…ij")
  }
}

@MainActor
@Suite struct ScrollIndicatorTests {
  @Test func longListShowsAThumbThatMovesWhenScrolled() throws {
    let host = TerminalHost(rootView: List(0..<100, id: \.self) { Text("Item \($0)") })
    host.write = { _ in }
    host.resize(to: (30, 10))
    func thumbRows() throws -> [Int] {
      let buffer = try #require(host.front)
      return (0..<buffer.rows).filter { buffer[buffer.columns - 1, $0].grapheme == "┃" }
    }
    let top = try thumbRows()
    #expect(top == [0], "a tenth visible: one row, at the top")
    host.handle(.key(.pageDown))
    host.handle(.key(.pageDown))
    let lower = try thumbRows()
    #expect(lower.count == 1 && lower[0] > 0, "the thumb moved down")
  }

  @Test func shortContentHasNoThumb() throws {
    let host = TerminalHost(rootView: List(0..<3, id: \.self) { Text("Item \($0)") })
    host.write = { _ in }
    host.resize(to: (30, 10))
    let buffer = try #require(host.front)
    #expect(!(0..<buffer.rows).contains { buffer[buffer.columns - 1, $0].grapheme == "┃" })
  }
}

@MainActor
@Suite struct MenuPickerTests {
  @Test func menuPickerOpensAListAndChoosesWithTheKeyboard() throws {
    struct Screen: View {
      @State var size = "Medium"
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0).tag($0) }
          }
          .pickerStyle(.menu)
          Text("Chosen: \(size)")
        }
      }
    }
    let host = TerminalHost(rootView: Screen())
    host.write = { _ in }
    host.resize(to: (40, 12))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let open = try #require(host.front).lines
    #expect(open.contains { $0.contains(" Small ") } && open.contains { $0.contains(" Large ") })
    host.handle(.key(.down))
    host.handle(.key(.enter))
    let closed = try #require(host.front).lines
    #expect(closed.contains { $0.contains("Chosen: Large") })
    #expect(!closed.contains { $0.contains(" Small ") }, "the menu closed")
    host.handle(.key(.enter))
    host.handle(.key(.escape))
    #expect(
      try #require(host.front).lines.contains { $0.contains("Chosen: Large") }, "Esc keeps it")
  }

  @Test func wheelAndAutomaticPickersShowTheChoiceAndOpenAMenu() throws {
    struct Screen: View {
      let style: PickerStyleKind
      @State var size = "Medium"
      var body: some View {
        let picker = Picker("Size", selection: $size) {
          ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0).tag($0) }
        }
        switch style {
        case .wheel: picker.pickerStyle(.wheel)
        default: picker.pickerStyle(.automatic)
        }
      }
    }
    for style in [PickerStyleKind.wheel, .automatic] {
      let snapshot = TestHost(Screen(style: style)).snapshot
      #expect(snapshot.hasPrefix("pickerStyle(\(style))\n  Picker(selection: Medium)\n"))
      let host = TerminalHost(rootView: Screen(style: style))
      host.write = { _ in }
      host.resize(to: (40, 12))
      let closed = try #require(host.front).lines
      #expect(closed.contains { $0.contains("Size") && $0.hasSuffix("Medium ▾") }, "\(style)")
      #expect(!closed.contains { $0.contains("Small") }, "\(style): only the choice shows")
      host.handle(.key(.tab))
      host.handle(.key(.enter))
      let open = try #require(host.front).lines
      #expect(open.contains { $0.contains(" Small ") } && open.contains { $0.contains(" Large ") })
    }
  }

  @Test func anInlinePickerListsItsOptionsAndTheKeyboardChoosesOne() throws {
    struct Screen: View {
      @State var size = "Medium"
      var body: some View {
        VStack(alignment: .leading) {
          Picker("Size", selection: $size) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
          }
          .pickerStyle(.inline)
          Text("Chosen: \(size)")
        }
      }
    }
    let host = TerminalHost(rootView: Screen())
    host.write = { _ in }
    host.resize(to: (40, 12))
    let lines = try #require(host.front).lines
    #expect(lines.contains { $0.contains("Small") } && lines.contains { $0.contains("Large") })
    #expect(lines.contains { $0.contains("Medium") && $0.hasSuffix("✓") }, "\(lines)")
    // Each option is a stop of its own: the third Tab reaches "Large".
    for _ in 0..<3 { host.handle(.key(.tab)) }
    host.handle(.key(.enter))
    let chosen = try #require(host.front).lines
    #expect(chosen.contains { $0.contains("Chosen: Large") }, "\(chosen)")
    #expect(chosen.contains { $0.contains("Large") && $0.hasSuffix("✓") })
  }
}

@MainActor
@Suite struct CalendarPopupTests {
  @Test func calendarChoosesADayAndRefusesOneOutOfRange() throws {
    struct Screen: View {
      static let start = Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 3))!
      @State var day = Screen.start
      var body: some View {
        VStack {
          DatePicker(
            "Goal", selection: $day,
            in: Screen.start...Calendar.current.date(byAdding: .month, value: 2, to: Screen.start)!,
            displayedComponents: .date)
          Text("Day \(Calendar.current.component(.day, from: day))")
        }
      }
    }
    let host = TerminalHost(rootView: Screen())
    host.write = { _ in }
    host.resize(to: (40, 16))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    #expect(try #require(host.front).lines.contains { $0.contains("December 2026") })
    host.handle(.key(.right))
    host.handle(.key(.right))
    host.handle(.key(.enter))
    #expect(try #require(host.front).lines.contains { $0.contains("Day 5") })
    #expect(!(try #require(host.front).lines.contains { $0.contains("December 2026") }))

    host.handle(.key(.enter))
    for _ in 0..<3 { host.handle(.key(.pageDown)) }
    host.handle(.key(.enter))  // March 2027 is past the range: refused, still open
    #expect(try #require(host.front).lines.contains { $0.contains("March 2027") })
    host.handle(.key(.escape))
    #expect(try #require(host.front).lines.contains { $0.contains("Day 5") })
  }
}

@MainActor
@Suite struct ListSelectionRenderingTests {
  @Test func enterSelectsTheFocusedRowAndItIsHighlighted() throws {
    struct Screen: View {
      @State var chosen: Int?
      var body: some View {
        VStack {
          List(selection: $chosen) {
            ForEach(0..<3, id: \.self) { Text("Row \($0)") }
          }
          .frame(height: 64)
          Text("chosen \(chosen.map(String.init) ?? "-")")
        }
      }
    }
    let host = TerminalHost(rootView: Screen())
    host.write = { _ in }
    host.resize(to: (30, 8))
    host.handle(.key(.tab))
    host.handle(.key(.tab))
    host.handle(.key(.enter))
    let buffer = try #require(host.front)
    #expect(buffer.lines.contains { $0.contains("chosen 1") })
    let row = try #require((0..<buffer.rows).first { buffer.lines[$0].contains("Row 1") })
    #expect(buffer[10, row].style.background != nil, "the selected row is highlighted")
  }
}

@MainActor
@Suite struct ColorSchemeRenderingTests {
  @Test func preferredDarkSchemePaintsTheScreenDarkFromTheFirstFrame() throws {
    let host = TerminalHost(rootView: Text("night").preferredColorScheme(.dark))
    host.write = { _ in }
    host.resize(to: (20, 5))
    let buffer = try #require(host.front)
    #expect(buffer[0, 0].style.background == Palette.dark.background)
    #expect(Palette.light.background == nil, "light uses the terminal's own background")
  }
}

/// Colour filters change the colours a view is drawn in, as SwiftUI's do.
@MainActor
@Suite struct ColorFilterTests {
  /// The background of the middle cell of `view`, drawn alone in a 20 × 6 terminal.
  private func middleCellBackground(of view: some View) throws -> CellStyle.RGB? {
    let terminal = TerminalHost(rootView: view)
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    return try #require(terminal.front)[10, 3].style.background
  }

  @Test func grayscaleTurnsRedGrey() throws {
    let red = try #require(try middleCellBackground(of: Color.red))
    let grey = try #require(try middleCellBackground(of: Color.red.grayscale(1)))
    #expect(red.red > 200 && red.green < 100, "red to begin with: \(red)")
    #expect(grey.red == grey.green && grey.green == grey.blue, "grey: \(grey)")
    let half = try #require(try middleCellBackground(of: Color.red.grayscale(0.5)))
    #expect(half.red < red.red && half.red > grey.red, "half way: \(half)")
  }

  @Test func aFilterChangesWhatTheViewDrawsNotWhatShowsThroughIt() throws {
    let terminal = TerminalHost(
      rootView: Color.blue.overlay(alignment: .topLeading) {
        Text("ab").foregroundColor(.red).frame(width: 120, alignment: .leading).grayscale(1)
      })
    terminal.write = { _ in }
    terminal.resize(to: (20, 6))
    let screen = try #require(terminal.front)
    let row = try #require(screen.lines.firstIndex { $0.contains("ab") })
    let column = try #require(screen.lines[row].firstRange(of: "ab")).lowerBound.utf16Offset(
      in: screen.lines[row])
    let text = try #require(screen[column, row].style.foreground)
    #expect(text.red == text.green && text.green == text.blue, "the text is grey: \(text)")
    let beside = try #require(screen[column + 8, row].style.background)
    #expect(beside.blue > 150 && beside.red < 100, "the blue behind stays blue: \(beside)")
  }

  @Test func hueRotationTurnsRedTowardsCyan() throws {
    let turned = try #require(
      try middleCellBackground(of: Color.red.hueRotation(.degrees(180))))
    #expect(turned.red < turned.green && turned.red < turned.blue, "cyan-ish: \(turned)")
  }
}

extension RenderingTests {
  @Test func escLeavesASheetThatRefusesInteractiveDismissal() throws {
    struct Screen: View {
      @State var editing = true
      @State var locked = true
      var body: some View {
        Text("Main screen")
          .sheet(isPresented: $editing) {
            Toggle("Locked", isOn: $locked).interactiveDismissDisabled(locked)
          }
      }
    }
    let (host, _) = makeHost(Screen())
    host.handle(.key(.escape))
    #expect(try #require(host.front).lines.contains { $0.contains("Locked") }, "still shown")
    host.handle(.key(.tab))
    host.handle(.key(.enter))  // unlock
    host.handle(.key(.escape))
    #expect(try #require(host.front).lines.contains { $0.contains("Main screen") })
  }
}

extension RenderingTests {
  @Test func theMouseDragsAViewWithADragGestureAndItStaysWhereDropped() throws {
    struct Board: View {
      @GestureState var drag = CGSize.zero
      @State var column = 0
      var body: some View {
        VStack(alignment: .leading) {
          Text("[piece]")
            .offset(x: CGFloat(column) * 8 + drag.width)
            .gesture(
              DragGesture()
                .updating($drag) { value, drag, _ in drag = value.translation }
                .onEnded { column += Int(($0.translation.width / 8).rounded()) })
          Text("Column \(column), dragging \(Int(drag.width / 8))")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let (host, _) = makeHost(Board(), columns: 40, rows: 6)
    let start = try #require(host.front?.lines.first?.range(of: "[piece]"))
    let startColumn = host.front!.lines[0].distance(
      from: host.front!.lines[0].startIndex, to: start.lowerBound)
    host.handle(.mouse(.press(button: 0), column: startColumn + 1, row: 0))
    host.handle(.mouse(.drag(button: 0), column: startColumn + 4, row: 0))
    host.handle(.mouse(.drag(button: 0), column: startColumn + 6, row: 0))
    let during = try #require(host.front).lines
    #expect(during[1].contains("Column 0, dragging 5"), "\(during)")
    #expect(during[0].hasPrefix(String(repeating: " ", count: startColumn + 5) + "[piece]"))
    host.handle(.mouse(.release, column: startColumn + 6, row: 0))
    let after = try #require(host.front).lines
    #expect(after[1].contains("Column 5, dragging 0"), "\(after)")
    #expect(after[0].hasPrefix(String(repeating: " ", count: startColumn + 5) + "[piece]"))
  }

  @Test func twoQuickClicksAreADoubleTapAndOneClickATapOnceTooLateForTwo() throws {
    struct Photo: View {
      @State var likes = 0
      var body: some View {
        VStack {
          Text("(photo)").gesture(TapGesture(count: 2).onEnded { likes += 1 })
          Text("Likes \(likes)")
        }
      }
    }
    let (host, _) = makeHost(Photo(), columns: 40, rows: 6)
    let row = try #require(host.front?.lines.firstIndex { $0.contains("(photo)") })
    let column = try #require(host.front?.lines[row].firstIndex(of: "("))
    let cell = host.front!.lines[row].distance(from: host.front!.lines[row].startIndex, to: column)
    host.handle(.mouse(.press(button: 0), column: cell + 2, row: row))
    host.handle(.mouse(.release, column: cell + 2, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Likes 0") })
    host.handle(.mouse(.press(button: 0), column: cell + 2, row: row))
    host.handle(.mouse(.release, column: cell + 2, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Likes 1") })
  }
}

extension RenderingTests {
  @Test func aLongPressShowsThatItIsPressedWhileTheMouseIsDown() throws {
    struct Recorder: View {
      @State var holding = false
      @State var done = 0
      var body: some View {
        VStack {
          Text(holding ? "Holding" : "Hold me")
            .onLongPressGesture(minimumDuration: 5) {
              done += 1
            } onPressingChanged: {
              holding = $0
            }
          Text("Done \(done)")
        }
      }
    }
    struct Tabs: View {
      var body: some View {
        TabView {
          Text("First").tabItem { Text("One") }
          // Spaced 8 points apart: the label lands half a row off, and is drawn on the
          // row its frame rounds to, where the mouse must find it.
          VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.title)
            Recorder()
            Spacer()
          }
          .padding()
          .frame(maxWidth: .infinity, alignment: .leading)
          .tabItem { Text("Two") }
        }
      }
    }
    let (host, _) = makeHost(Tabs(), columns: 40, rows: 10)
    host.handle(.key(.character("2"), [.alt]))
    let row = try #require(host.front?.lines.firstIndex { $0.contains("Hold me") })
    let line = host.front!.lines[row]
    let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "H")!)
    host.handle(.mouse(.press(button: 0), column: column + 1, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Holding") })
    host.handle(.mouse(.release, column: column + 1, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Hold me") })
    #expect(try #require(host.front).lines.contains { $0.contains("Done 0") }, "let go too soon")
  }
}

extension RenderingTests {
  @Test func boldAndItalicOnAnyViewReachTheTextsInside() throws {
    let (host, _) = makeHost(
      VStack {
        Group {
          Text("Strong")
          Text("Leaning").italic()
        }
        .bold()
        Text("Plain")
      }, columns: 30, rows: 6)
    let screen = try #require(host.front)
    func style(of text: String) throws -> CellStyle {
      let row = try #require(screen.lines.firstIndex { $0.contains(text) })
      let column = try #require(screen.lines[row].range(of: text)).lowerBound.utf16Offset(
        in: screen.lines[row])
      return screen[column, row].style
    }
    #expect(try style(of: "Strong").isBold)
    #expect(try style(of: "Leaning").isBold && style(of: "Leaning").isItalic)
    #expect(try !style(of: "Plain").isBold)
  }
}

extension RenderingTests {
  @Test func theTerminalLosingTheFocusMakesTheSceneInactive() throws {
    struct Player: View {
      @Environment(\.scenePhase) private var scenePhase
      var body: some View { Text(scenePhase == .active ? "Playing" : "Paused") }
    }
    let (host, _) = makeHost(Player(), columns: 20, rows: 5)
    #expect(try #require(host.front).lines.contains { $0.contains("Playing") })
    host.handle(.focus(false))
    #expect(try #require(host.front).lines.contains { $0.contains("Paused") })
    host.handle(.focus(true))
    #expect(try #require(host.front).lines.contains { $0.contains("Playing") })
  }
}

extension RenderingTests {
  @Test func f5RefreshesTheRefreshableContentShown() async throws {
    struct Inbox: View {
      @State var mail = ["Hello"]
      var body: some View {
        List(mail, id: \.self) { Text($0) }
          .refreshable { mail.append("New mail") }
      }
    }
    let (host, _) = makeHost(Inbox(), columns: 30, rows: 8)
    host.handle(.key(.function(5)))
    for _ in 0..<200 where !(host.front?.lines.contains { $0.contains("New mail") } ?? false) {
      await Task.yield()
    }
    #expect(try #require(host.front).lines.contains { $0.contains("New mail") })
    host.handle(.key(.character("r"), [.control]))
    for _ in 0..<200 where (host.front?.lines.filter { $0.contains("New mail") }.count ?? 0) < 2 {
      await Task.yield()
    }
    #expect(try #require(host.front).lines.filter { $0.contains("New mail") }.count == 2)
  }
}

extension RenderingTests {
  @Test func ctrlAndALetterActivateTheControlWithThatCommandShortcut() throws {
    struct Editor: View {
      @State var text = ""
      @State var saves = 0
      var body: some View {
        VStack {
          TextField("Draft", text: $text)
          Button("Save") { saves += 1 }.keyboardShortcut("s")
          Text("Saved \(saves)")
        }
      }
    }
    let (host, _) = makeHost(Editor(), columns: 30, rows: 6)
    host.handle(.key(.tab))
    host.handle(.key(.character("s")))
    #expect(try #require(host.front).lines.contains { $0.contains("Saved 0") }, "typed")
    host.handle(.key(.character("s"), [.control]))
    #expect(try #require(host.front).lines.contains { $0.contains("Saved 1") })
  }
}
