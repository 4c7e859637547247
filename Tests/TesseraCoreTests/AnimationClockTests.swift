import Tessera
import TesseraTesting
import Testing

/// A box that slides right and fades when the button is pressed.
/// Whether `a` and `b` are within a thousandth of a point.
private func near(_ a: CGFloat?, _ b: CGFloat) -> Bool { a.map { abs($0 - b) < 1e-3 } ?? false }

private struct Slider: View {
  var animation: Animation? = .linear(duration: 1)
  var implicit = false
  @State private var moved = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Move") {
        if implicit { moved.toggle() } else { withAnimation(animation) { moved.toggle() } }
      }
      Text("Box")
        .offset(x: moved ? 320 : 0)
        .opacity(moved ? 0.2 : 1)
        .animation(implicit ? animation : nil, value: implicit ? moved : false)
      Text("Still")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A detail shown and hidden by a button, entering and leaving with `transition`.
private struct Reveal: View {
  var transition: AnyTransition?
  @State private var shown = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
      if shown {
        if let transition {
          Text("Detail").frame(width: 80).transition(transition)
        } else {
          Text("Detail").frame(width: 80)
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// A host that runs animations on its clock.
@MainActor
private func clocked(_ view: some View) -> TestHost {
  let host = TestHost(view)
  host.animationMode = .onTheClock
  return host
}

/// The timing of SwiftUI's curves, and frames drawn part of the way through an animation,
/// driven by the test's own clock (`advance(by:)`).
@MainActor
@Suite struct AnimationClockTests {
  @Test func easesFollowTheirBezierCurves() {
    func value(_ animation: Animation, at time: Double) -> Double {
      animation.progress(after: time).value
    }
    let linear = Animation.linear(duration: 1)
    #expect(abs(value(linear, at: 0.25) - 0.25) < 1e-6)
    #expect(abs(value(.easeInOut(duration: 1), at: 0.5) - 0.5) < 1e-6)
    #expect(value(.easeIn(duration: 1), at: 0.5) < 0.35, "slow at first")
    #expect(value(.easeOut(duration: 1), at: 0.5) > 0.65, "fast at first")
    // CSS's ease-in-out (0.42, 0, 0.58, 1) is at 0.0817 a fifth of the way in.
    #expect(abs(value(.easeInOut(duration: 1), at: 0.2) - 0.0817) < 0.001)
    #expect(linear.progress(after: 1.01) == (1, true))
  }

  @Test func springsSettleAndOnlyBouncyOnesOvershoot() {
    func peak(_ animation: Animation) -> Double {
      stride(from: 0.0, through: animation.duration, by: 0.005).map {
        animation.progress(after: $0).value
      }.max() ?? 0
    }
    #expect(peak(.smooth) <= 1.0001, "no bounce, no overshoot")
    #expect(peak(.default) <= 1.0001)
    #expect(peak(.bouncy) > 1.04, "bouncy (damping ratio 0.7) passes its end by 4.6%")
    #expect(peak(.snappy) > 1.001 && peak(.snappy) < peak(.bouncy))
    for spring in [Animation.smooth, .bouncy, .spring(response: 0.3, dampingFraction: 0.5)] {
      #expect(spring.duration > 0.2 && spring.duration < 5, "\(spring.duration)")
      let end = spring.progress(after: spring.duration - 0.001).value
      #expect(abs(end - 1) < 0.002, "settled by its duration: \(end)")
      #expect(spring.progress(after: spring.duration + 0.01).isFinished)
    }
    // Half a response in, a critically damped spring of response 1 is at 1 − e^−π(1 + π).
    let critical = Animation.spring(response: 1, dampingFraction: 1)
    #expect(abs(critical.progress(after: 0.5).value - 0.8210) < 0.001)
  }

  @Test func delaySpeedAndRepeatsShapeTheRun() {
    let linear = Animation.linear(duration: 1)
    #expect(linear.delay(0.5).progress(after: 0.4).value == 0)
    #expect(abs(linear.delay(0.5).progress(after: 1).value - 0.5) < 1e-6)
    #expect(abs(linear.speed(2).progress(after: 0.25).value - 0.5) < 1e-6)
    let twice = linear.repeatCount(2, autoreverses: true)
    #expect(abs(twice.progress(after: 1.25).value - 0.75) < 1e-6, "the second run goes back")
    #expect(twice.progress(after: 2.1) == (1, true), "and it ends on the new value")
    let forever = linear.repeatForever(autoreverses: false)
    #expect(abs(forever.progress(after: 7.5).value - 0.5) < 1e-6)
    #expect(!forever.progress(after: 1000).isFinished)
  }

  @Test func withAnimationMovesTheViewPartOfTheWayAsTheClockAdvances() throws {
    let host = clocked(Slider())
    let box = try host.find(text: "Box")
    let start = try #require(host.drawnFrame(of: box))
    try host.tap("Move")
    #expect(box.frame.minX == start.minX + 320, "layout places it at its end at once")
    #expect(host.drawnFrame(of: box) == start, "the clock has not moved: drawn at the start")
    host.advance(by: .milliseconds(250))
    #expect(near(host.drawnFrame(of: box)?.minX, start.minX + 80))
    #expect(abs((host.drawnOpacity(of: box) ?? 0) - 0.8) < 1e-6)
    #expect(host.screen.contains { $0.hasPrefix(String(repeating: " ", count: 10) + "Box") })
    host.advance(by: .milliseconds(800))
    #expect(near(host.drawnFrame(of: box)?.minX, start.minX + 320))
    #expect(abs((host.drawnOpacity(of: box) ?? 0) - 0.2) < 1e-6)
    let still = try host.find(text: "Still")
    #expect(host.drawnFrame(of: still) == still.frame, "what did not change does not move")
  }

  @Test func anAnimationInterruptedMidwayTurnsBackFromWhereItIs() throws {
    let host = clocked(Slider())
    let box = try host.find(text: "Box")
    let start = try #require(host.drawnFrame(of: box)).minX
    try host.tap("Move")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: box)?.minX, start + 160))
    try host.tap("Move")
    #expect(near(host.drawnFrame(of: box)?.minX, start + 160), "no jump when it turns")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: box)?.minX, start + 80), "half way back from 160")
  }

  @Test func animationWithAValueAnimatesOnlyWhenTheValueChanges() throws {
    let host = clocked(Slider(implicit: true))
    let box = try host.find(text: "Box")
    let start = try #require(host.drawnFrame(of: box)).minX
    try host.tap("Move")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: box)?.minX, start + 160))
  }

  @Test func aNilAnimationOrNoTransactionAppliesTheChangeAtOnce() throws {
    for view in [Slider(animation: nil), Slider(animation: nil, implicit: true)] {
      let host = clocked(view)
      let box = try host.find(text: "Box")
      let start = try #require(host.drawnFrame(of: box)).minX
      try host.tap("Move")
      #expect(near(host.drawnFrame(of: box)?.minX, start + 320))
    }
  }

  @Test func aTransactionModifierChangesTheAnimationInside() throws {
    /// Two boxes moved in one `withAnimation`: one inside `.transaction` that takes the
    /// animation away, one inside one that slows it.
    struct Boxes: View {
      @State private var moved = false
      var body: some View {
        VStack(alignment: .leading) {
          Button("Move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
          Text("Still box").offset(x: moved ? 320 : 0).transaction { $0.animation = nil }
          Text("Slow box").offset(x: moved ? 320 : 0)
            .transaction { $0.animation = $0.animation.map { _ in .linear(duration: 2) } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let host = clocked(Boxes())
    let still = try host.find(text: "Still box")
    let slow = try host.find(text: "Slow box")
    let stillStart = try #require(host.drawnFrame(of: still)).minX
    let slowStart = try #require(host.drawnFrame(of: slow)).minX
    try host.tap("Move")
    #expect(near(host.drawnFrame(of: still)?.minX, stillStart + 320), "at once")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: slow)?.minX, slowStart + 80), "a quarter of two seconds")
  }

  @Test func aTestHostSkipsAnimationsUnlessAskedToFollowThem() throws {
    let host = TestHost(Slider())
    let box = try host.find(text: "Box")
    try host.tap("Move")
    #expect(host.drawnFrame(of: box) == box.frame, "drawn at its end at once")
    #expect(host.drawnOpacity(of: box) == 0.2)
  }

  @Test func anInsertedViewFadesInByDefault() throws {
    let host = clocked(Reveal())
    try host.tap("Toggle")
    let detail = try host.find(text: "Detail")
    #expect(host.drawnOpacity(of: detail) == 0, "it starts invisible")
    host.advance(by: .milliseconds(250))
    #expect(abs((host.drawnOpacity(of: detail) ?? 0) - 0.25) < 1e-6)
    host.advance(by: .seconds(1))
    #expect(host.drawnOpacity(of: detail) == 1)
  }

  /// A modifier of the app's used as a transition: it labels the view with its state.
  private struct Stamp: ViewModifier {
    let mark: String
    func body(content: Content) -> some View {
      HStack {
        content
        Text(mark)
      }
    }
  }

  @Test func aModifierTransitionShowsItsIdentityAndFadesTheViewIn() throws {
    let transition = AnyTransition.modifier(
      active: Stamp(mark: "entering"), identity: Stamp(mark: "present"))
    let host = clocked(Reveal(transition: transition))
    try host.tap("Toggle")
    let detail = try host.find(text: "Detail")
    #expect(host.contains(text: "present") && !host.contains(text: "entering"))
    #expect(host.drawnOpacity(of: detail) == 0, "it starts invisible")
    host.advance(by: .milliseconds(250))
    #expect(abs((host.drawnOpacity(of: detail) ?? 0) - 0.25) < 1e-6)
  }

  @Test func moveBringsTheViewInFromItsEdgeByItsOwnSize() throws {
    let host = clocked(Reveal(transition: .move(edge: .trailing)))
    try host.tap("Toggle")
    let detail = try host.find(text: "Detail")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: detail)?.minX, detail.frame.minX + 40))
    #expect(host.drawnOpacity(of: detail) == 1, "a move does not fade")
  }

  @Test func aRemovedViewStaysDrawnUntilItsTransitionEnds() throws {
    let host = clocked(Reveal(transition: .slide))
    try host.tap("Toggle")
    host.advance(by: .seconds(2))
    let place = try host.find(text: "Detail").frame
    try host.tap("Toggle")
    #expect(!host.contains(text: "Detail"), "gone from the views at once")
    host.advance(by: .milliseconds(500))
    let row = try #require(host.screen.firstIndex { $0.contains("Detail") }, "\(host.screen)")
    let line = host.screen[row]
    let column = line.distance(
      from: line.startIndex, to: try #require(line.range(of: "Detail")).lowerBound)
    // Half way out toward the trailing edge: half the 80-point view's width (5 cells)
    // right of where it was.
    #expect(column == Int(place.minX / 8) + 5, "\(host.screen)")
    host.advance(by: .milliseconds(600))
    #expect(!host.screen.contains { $0.contains("Detail") }, "drawn no more once it is over")
  }

  @Test func aViewLeavingASheetThatClosesStopsAnimating() throws {
    struct Editor: View {
      @Environment(\.dismiss) private var dismiss
      @State private var showsDetail = true
      var body: some View {
        VStack {
          Button("Hide detail") { withAnimation(.linear(duration: 1)) { showsDetail = false } }
          Button("Close") { dismiss() }
          if showsDetail { Text("Detail") }
        }
      }
    }
    struct Screen: View {
      @State private var isEditing = true
      var body: some View {
        Text("Main").sheet(isPresented: $isEditing) { Editor() }
      }
    }
    let host = clocked(Screen())
    try host.tap("Hide detail")
    host.advance(by: .milliseconds(200))
    #expect(host.screen.contains { $0.contains("Detail") }, "still fading out")
    // The sheet closes with the detail's fade under way: once that would be over, no
    // frames are asked for (they were, for ever, a frame each tick).
    try host.tap("Close")
    host.advance(by: .seconds(2))
    #expect(!host.screen.contains { $0.contains("Detail") })
    #expect(!host.isAnimating, "nothing animates any more")
  }

  @Test func withoutAnAnimationViewsComeAndGoAtOnce() throws {
    struct Plain: View {
      @State private var shown = false
      var body: some View {
        VStack {
          Button("Toggle") { shown.toggle() }
          if shown { Text("Detail").transition(.opacity) }
        }
      }
    }
    let host = clocked(Plain())
    try host.tap("Toggle")
    #expect(host.drawnOpacity(of: try host.find(text: "Detail")) == 1)
    try host.tap("Toggle")
    #expect(!host.screen.contains { $0.contains("Detail") })
  }

  @Test func reducedMotionKeepsViewsInPlaceAndFadesWhatWouldMove() throws {
    struct Reader: View {
      @Environment(\.accessibilityReduceMotion) private var reduceMotion
      var body: some View { Text(reduceMotion ? "Less motion" : "Full motion") }
    }
    let reader = TestHost(Reader())
    reader.reducesMotion = true
    #expect(reader.contains(text: "Less motion"), "views read the setting")

    let host = clocked(Slider())
    host.reducesMotion = true
    let box = try host.find(text: "Box")
    try host.tap("Move")
    host.advance(by: .milliseconds(250))
    #expect(host.drawnFrame(of: box) == box.frame, "it does not travel")
    #expect(abs((host.drawnOpacity(of: box) ?? 0) - 0.8) < 1e-6, "its opacity still fades")

    let reveal = clocked(Reveal(transition: .move(edge: .trailing)))
    reveal.reducesMotion = true
    try reveal.tap("Toggle")
    let detail = try reveal.find(text: "Detail")
    reveal.advance(by: .milliseconds(500))
    #expect(reveal.drawnFrame(of: detail) == detail.frame, "a move fades in instead")
    #expect(abs((reveal.drawnOpacity(of: detail) ?? 0) - 0.5) < 1e-6)
  }

  @Test func aMatchedViewMovesFromTheOneItReplaces() throws {
    struct Tabs: View {
      @Namespace private var underline
      @State private var selected = 0
      var body: some View {
        HStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { index in
            VStack {
              Button("Tab \(index)") {
                withAnimation(.linear(duration: 1)) { selected = index }
              }
              if selected == index {
                Text("====").matchedGeometryEffect(id: "underline", in: underline)
              }
            }
            .frame(width: 160)
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let host = clocked(Tabs())
    let first = try host.find(text: "====").frame
    try host.tap("Tab 2")
    let bar = try host.find(text: "====")
    #expect(bar.frame.minX == first.minX + 320)
    #expect(host.drawnFrame(of: bar)?.minX == first.minX, "it starts where the old one was")
    #expect(host.drawnOpacity(of: bar) == 1, "it moves rather than fading in")
    host.advance(by: .milliseconds(500))
    #expect(near(host.drawnFrame(of: bar)?.minX, first.minX + 160))
    let bars = host.screen.filter { $0.contains("====") }
    #expect(
      bars.count == 1 && bars[0].components(separatedBy: "====").count == 2,
      "the old one is gone at once: \(host.screen)")
  }

  @Test func aTabHiddenUnderAnAnimationStopsShowingAtOnce() throws {
    struct Tabs: View {
      @State private var selection = 0
      var body: some View {
        VStack {
          Button("Next") { withAnimation(.linear(duration: 1)) { selection = 1 } }
          TabView(selection: $selection) {
            Text("First page").tabItem { Text("One") }.tag(0)
            Text("Second page").padding(.top, 64).tabItem { Text("Two") }.tag(1)
          }
        }
      }
    }
    let host = clocked(Tabs())
    try host.tap("Next")
    host.advance(by: .milliseconds(100))
    let screen = host.screen.joined(separator: "\n")
    #expect(!screen.contains("First page"), "a hidden tab is not a removed view: \(screen)")
    #expect(screen.contains("Second page"))
  }

  @Test func anAnimatableModifierAndViewAreEvaluatedPartOfTheWay() throws {
    struct Counting: AnimatableModifier {
      var value: Double
      var animatableData: Double {
        get { value }
        set { value = newValue }
      }
      func body(content: Content) -> some View {
        HStack {
          content
          Text("Count \(Int(value.rounded()))")
        }
      }
    }
    struct Level: View, Animatable {
      var level: Double
      var animatableData: Double {
        get { level }
        set { level = newValue }
      }
      var body: some View { Text("Level \(Int(level.rounded()))") }
    }
    struct Meter: View {
      @State private var value = 0.0
      var body: some View {
        VStack {
          Button("Fill") { withAnimation(.linear(duration: 1)) { value = 100 } }
          Text("Meter").modifier(Counting(value: value))
          Level(level: value)
        }
      }
    }
    let host = clocked(Meter())
    try host.tap("Fill")
    #expect(host.contains(text: "Count 0") && host.contains(text: "Level 0"), "from the old value")
    host.advance(by: .milliseconds(250))
    #expect(host.contains(text: "Count 25") && host.contains(text: "Level 25"))
    host.advance(by: .milliseconds(500))
    #expect(host.contains(text: "Count 75") && host.contains(text: "Level 75"))
    host.advance(by: .milliseconds(500))
    #expect(host.contains(text: "Count 100") && host.contains(text: "Level 100"))

    let skipped = TestHost(Meter())
    try skipped.tap("Fill")
    #expect(skipped.contains(text: "Count 100"), "a host that skips animations shows the end")
  }
}
