import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct LayoutSmokeTests {
  @Test func spacerPushesTextsToTheEdges() throws {
    let host = TestHost(
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }, size: CGSize(width: 640, height: 384))
    let left = try host.find(text: "left").frame
    let right = try host.find(text: "right").frame
    #expect(left == CGRect(x: 0, y: 184, width: 32, height: 16))
    #expect(right == CGRect(x: 600, y: 184, width: 40, height: 16))
  }

  // SwiftUI: listRowInsets replaces a row's default insets; other rows keep theirs.
  @Test func listRowInsetsPlaceTheRow() throws {
    let host = TestHost(
      List {
        Color.red.accessibilityIdentifier("custom").frame(height: 20)
          .listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 6, trailing: 8))
        Text("plain")
      })
    let list = try #require(host.findAll(kind: "List").first).frame
    let custom = try host.find(identifier: "custom").frame
    let plain = try host.find(text: "plain").frame
    #expect(custom.minX == list.minX + 40 && custom.width == list.width - 48)
    #expect(custom.minY == list.minY + 4 && custom.height == 20)
    #expect(plain.minX == list.minX + 16, "the default leading inset")
    #expect(plain.minY == custom.maxY + 6, "below the custom row's bottom inset")
  }

  // SwiftUI: firstTextBaseline is "the top-most text baseline in a view": a stack whose
  // first view has no text takes the baseline of the text below it.
  @Test func aStacksFirstBaselineIsItsTopmostTextsWhicheverViewHasIt() throws {
    let host = TestHost(
      HStack(alignment: .firstTextBaseline) {
        VStack {
          Color.blue.frame(width: 16, height: 32)
          Text("inner")
        }
        Text("beside")
      }, size: CGSize(width: 640, height: 384))
    #expect(try host.find(text: "beside").frame.minY == host.find(text: "inner").frame.minY)
  }

  @Test func paddingThenBackgroundCoversThePadding() throws {
    let host = TestHost(
      VStack {
        Text("a").padding(8).background(Color.red)
        Text("b").background(Color.blue).padding(8)
      })
    let red = try #require(host.findAll(kind: "Rectangle fill: red").first).frame
    let blue = try #require(host.findAll(kind: "Rectangle fill: blue").first).frame
    #expect(red.size == CGSize(width: 24, height: 32))
    #expect(blue.size == CGSize(width: 8, height: 16))
  }
}

@MainActor
@Suite struct IncrementalLayoutTests {
  @Test func viewAppearingInsideYourOwnViewMovesItsSiblings() throws {
    struct Toggler: View {
      @State var show = false
      var body: some View {
        if show { Text("extra") }
        Button("Show") { show = true }
      }
    }
    let host = TestHost(
      VStack(spacing: 0) {
        Toggler()
        Text("below")
      })
    let before = try host.find(text: "below").frame
    try host.tap("Show")
    let after = try host.find(text: "below").frame
    #expect(after.minY == before.minY + 8, "the stack grew by a line, centred: half above")
    #expect(try host.find(text: "extra").frame.height == 16)
  }

  @Test func changeThatKeepsTheSizeIsPlacedWhereItWas() throws {
    struct Digit: View {
      @State var value = 1
      var body: some View { Button("Value \(value)") { value += 1 } }
    }
    let host = TestHost(
      VStack(spacing: 0) {
        Text("first")
        Digit()
        Text("last")
      })
    let frame = try host.find(text: "Value 1").frame
    try host.tap("Value 1")
    #expect(try host.find(text: "Value 2").frame == frame)
    try host.tap("Value 2")
    #expect(try host.find(text: "last").frame.minY == frame.maxY)
  }

  /// A parent re-evaluated with the same stack keeps the stack's layout; what changes
  /// below must still move what follows, and new stack parameters must still apply.
  @Test func parentDrivenChangesInAStackStillMoveItsRows() throws {
    struct Rows: View {
      @State var texts = ["one", "two", "three"]
      @State var spacing: CGFloat = 0
      var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
          ForEach(texts.indices, id: \.self) { index in Text(texts[index]) }
          Button("Longer") { texts[0] = "one\ntwo lines" }
          Button("Same size") { texts[1] = "TWO" }
          Button("Spread") { spacing = 16 }
        }
      }
    }
    let host = TestHost(Rows(), size: CGSize(width: 400, height: 400))
    let three = try host.find(text: "three").frame
    try host.tap("Same size")
    #expect(try host.find(text: "TWO").frame.minY == three.minY - 16)
    #expect(try host.find(text: "three").frame == three, "same size: nothing moves")
    try host.tap("Longer")
    #expect(try host.find(text: "three").frame.minY == three.minY + 8, "grew a line, centred")
    try host.tap("Spread")
    let gap = try host.find(text: "three").frame.minY - host.find(text: "TWO").frame.maxY
    #expect(gap == 16, "new spacing applies")
  }
}

@MainActor
@Suite struct TraitChangeTests {
  @Test func changingLayoutPriorityMovesSpaceAtOnce() throws {
    struct Pair: View {
      @State var favourSecond = false
      var body: some View {
        VStack {
          HStack(spacing: 0) {
            Text("aaaaaaaaaaaaaaaaaaaa").lineLimit(1)
            Text("bbbbbbbbbbbbbbbbbbbb").lineLimit(1).layoutPriority(favourSecond ? 1 : 0)
          }
          .frame(width: 240)
          Button("Favour second") { favourSecond = true }
        }
      }
    }
    let host = TestHost(Pair())
    let texts = { host.findAll { $0.text != nil && $0.text!.hasPrefix("b") }.first!.frame.width }
    #expect(texts() == 120, "equal priority: half each")
    try host.tap("Favour second")
    #expect(texts() == 160, "the prioritised text takes all it needs")
  }

  @Test func contentBiggerThanTheWindowStartsAtItsTopLeadingCorner() throws {
    // A Mac app's window content asks for more than a terminal has.
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Habits")
        Spacer()
        Text("Footer")
      }
      .frame(minWidth: 800, minHeight: 600, alignment: .topLeading))
    let title = try host.find(text: "Habits").frame
    #expect(title.minX == 0 && title.minY == 0, "the title shows: \(title)")
    #expect(host.screen.first?.hasPrefix("Habits") == true)
    // Content that fits is still centred.
    let small = TestHost(Text("Centred"))
    #expect(try small.find(text: "Centred").frame.midY == small.windowSize.height / 2)
  }
}
