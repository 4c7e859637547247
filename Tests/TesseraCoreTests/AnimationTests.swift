import Tessera
import TesseraTesting
import Testing

/// A panel shown by a toggle, decorated with transitions and animations or not.
private struct Panel: View {
  var decorated: Bool
  @State private var show = false

  var body: some View {
    VStack {
      Button("Toggle") { withAnimation(.spring(dampingFraction: 0.5)) { show.toggle() } }
      if show {
        if decorated {
          detail
            .transition(.slide.combined(with: .opacity))
            .animation(.easeInOut.speed(2).delay(0.1), value: show)
        } else {
          detail
        }
      }
      Text(show ? "Shown" : "Hidden")
        .animation(.linear(duration: 2))
    }
  }

  private var detail: some View {
    Text("Detail").padding().background(Color.blue)
  }
}

extension AnyTransition {
  /// The Landmarks tutorial's transition, as apps write it.
  fileprivate static var moveAndFade: AnyTransition {
    .asymmetric(
      insertion: .move(edge: .trailing).combined(with: .opacity),
      removal: .scale.combined(with: .opacity)
    )
  }
}

@MainActor
@Suite struct AnimationTests {
  @Test func transitionsAndAnimationsChangeNeitherSnapshotNorLayout() throws {
    let plain = TestHost(Panel(decorated: false))
    let decorated = TestHost(Panel(decorated: true))
    try plain.tap("Toggle")
    try decorated.tap("Toggle")
    #expect(decorated.contains(text: "Detail"))
    #expect(decorated.snapshot == plain.snapshot)
    #expect(try decorated.find(text: "Detail").frame == plain.find(text: "Detail").frame)
    #expect(try decorated.find(text: "Shown").frame == plain.find(text: "Shown").frame)
  }

  @Test func withAnimationAppliesTheChangeInOneUpdate() async throws {
    let host = TestHost(Panel(decorated: true))
    let updates = host.updateCount
    try host.tap("Toggle")
    #expect(host.contains(text: "Detail"), "inserted at once, not faded in")
    #expect(host.contains(text: "Shown"))
    try host.tap("Toggle")
    #expect(!host.contains(text: "Detail"), "removed at once, not kept for its transition")
    await host.settle()
    #expect(host.updateCount == updates + 2, "no animation frames follow the change")
  }

  @Test func withAnimationOutsideAnActionChangesStateAtOnce() {
    struct Flag: View {
      @State var on = false
      var body: some View {
        Text(on ? "on" : "off")
          .onAppear { withAnimation(.default) { on = true } }
      }
    }
    let host = TestHost(Flag())
    #expect(host.contains(text: "on"))
  }

  @Test func animatedBindingWritesThrough() throws {
    struct Switch: View {
      @State var isOn = false
      var body: some View {
        Toggle("Power", isOn: $isOn.animation(.spring()))
          .transition(.moveAndFade)
        if isOn { Text("Powered").transition(.scale(scale: 0.5, anchor: .top)) }
      }
    }
    let host = TestHost(Switch())
    try host.toggle("Power")
    #expect(host.contains(text: "Powered"))
  }

  @Test func animationValuesKeepTheirModifiers() {
    #expect(Animation.default.delay(0.5) != .default)
    #expect(Animation.easeInOut.speed(2).duration == Animation.easeInOut.duration / 2)
    #expect(Animation.spring.repeatForever() != .spring)
    #expect(Animation.linear(duration: 1).repeatCount(2) != .linear(duration: 1))
    let transitions: [AnyTransition] = [
      .identity, .opacity, .scale, .slide, .move(edge: .bottom), .offset(x: 4),
      .opacity.animation(.easeIn),
    ]
    #expect(
      Set(transitions.map { String(describing: $0.effect) }).count == transitions.count,
      "each transition says what it does")
    #expect(AnyTransition.opacity.combined(with: .slide).effect == .combined(.opacity, .slide))
  }
}
