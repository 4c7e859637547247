import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ScrollViewReaderTests {
  struct Chat: View {
    @State var target = 0
    var lazy = false
    var anchor: UnitPoint? = nil
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(target, anchor: anchor) }
          Button("Jump to 150") { target = 150 }
          if lazy {
            List(0..<300, id: \.self) { Text("Message \($0)") }
          } else {
            ScrollView {
              VStack(spacing: 0) { ForEach(0..<300, id: \.self) { Text("Message \($0)") } }
            }
          }
        }
        .onAppear { proxy.scrollTo(299) }
        .onChange(of: target) { proxy.scrollTo(target, anchor: anchor) }
      }
    }
  }

  @Test func scrollingInOnAppearShowsTheLastMessageAtTheFirstFrame() {
    let host = TestHost(Chat())
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("Message 299"), "\(screen)")
    #expect(!screen.contains("Message 0\n"))
  }

  @Test func scrollToRevealsARowWithTheLeastMovementOrAtItsAnchor() throws {
    let host = TestHost(Chat())
    try host.find(control: "Jump to 150").tap()
    // No anchor: the row comes in at the nearest edge (the top, coming from below).
    var screen = host.screen
    let row = try #require(screen.firstIndex { $0.contains("Message 150") })
    #expect(screen[row - 1].contains("Jump to 150"), "\(screen.joined(separator: "\n"))")

    let centred = TestHost(Chat(anchor: .center))
    try centred.find(control: "Jump to 150").tap()
    screen = centred.screen
    let middle = try #require(screen.firstIndex { $0.contains("Message 150") })
    let frame = centred.findAll(where: { $0.kind == "ScrollView" }).first.map(\.frame)
    let scrollMiddle = try #require(frame).midY / 16
    #expect(abs(CGFloat(middle) - scrollMiddle) <= 1, "\(middle) vs \(scrollMiddle)")
  }

  @Test func scrollToFindsRowsAListHasNotBuiltYet() throws {
    let host = TestHost(Chat(lazy: true))
    #expect(host.screen.joined().contains("Message 299"))
    try host.find(control: "Jump to 150").tap()
    let screen = host.screen.joined(separator: "\n")
    #expect(screen.contains("Message 150"), "\(screen)")
    #expect(!screen.contains("Message 299"))
  }

  @Test func anUnknownIDLeavesTheScrollWhereItWas() throws {
    struct Missing: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("Go") { proxy.scrollTo("nowhere") }
            ScrollView { VStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } } }
          }
        }
      }
    }
    let host = TestHost(Missing())
    try host.find(control: "Go").tap()
    #expect(host.screen.joined().contains("Row 0"))
  }

  @Test func defaultScrollAnchorStartsAtTheBottom() {
    struct Log: View {
      var body: some View {
        ScrollView { VStack { ForEach(0..<100, id: \.self) { Text("Line \($0)") } } }
          .defaultScrollAnchor(.bottom)
      }
    }
    let screen = TestHost(Log()).screen.joined(separator: "\n")
    #expect(screen.contains("Line 99") && !screen.contains("Line 0\n"), "\(screen)")
  }

  @Test func scrollIndicatorsHiddenDrawsNoThumb() {
    struct Long: View {
      var hidden: Bool
      var body: some View {
        ScrollView { VStack { ForEach(0..<100, id: \.self) { Text("Line \($0)") } } }
          .scrollIndicators(hidden ? .hidden : .automatic)
      }
    }
    #expect(TestHost(Long(hidden: false)).screen.joined().contains("┃"))
    #expect(!TestHost(Long(hidden: true)).screen.joined().contains("┃"))
  }
}

extension ScrollViewReaderTests {
  struct Feed: View {
    @State var position: Int?
    var body: some View {
      VStack {
        Text("At \(position.map(String.init) ?? "nothing")")
        Button("Jump to 40") { position = 40 }
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { Text("Post \($0)") }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $position)
        .scrollTargetBehavior(.viewAligned)
      }
    }
  }

  @Test func settingTheScrollPositionScrollsThere() throws {
    let host = TestHost(Feed())
    #expect(host.contains(text: "At nothing"))
    try host.find(control: "Jump to 40").tap()
    let screen = host.screen
    let jump = try #require(screen.firstIndex { $0.contains("Jump to 40") })
    #expect(screen[jump + 1].contains("Post 40"), "\(screen.joined(separator: "\n"))")
  }

  @Test func scrollingSetsTheScrollPosition() throws {
    let host = TestHost(Feed())
    let scrollView = try #require(host.findAll(where: { $0.kind == "ScrollView" }).first)
    scrollView.scroll(to: CGPoint(x: 0, y: 16 * 10))
    host.update()
    #expect(host.contains(text: "At 10"), "\(host.screen.prefix(3))")
  }
}
