import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct PhaseAndKeyframeAnimatorTests {
  struct Values {
    var scale = 1.0
    var offset = 0.0
  }

  @Test func aTimelineReachesEachKeyframeWhenItEnds() {
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(1.5, duration: 0.2)
        SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
      }
      KeyframeTrack(\.offset) {
        MoveKeyframe(10.0)
        CubicKeyframe(-20.0, duration: 0.4)
      }
    }
    #expect(timeline.duration == 0.5)
    #expect(timeline.value(time: 0).offset == 10, "a move happens at once")
    #expect(timeline.value(time: 0.1).scale == 1.0)
    #expect(timeline.value(time: 0.25).scale == 1.5)
    #expect(timeline.value(time: 0.45).offset == -20)
    #expect(timeline.value(progress: 1).scale == 1.0)
  }

  @Test func keyframesOfTheWholeValueNeedNoTrack() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.2)
      SpringKeyframe(0.5, duration: 0.3)
      MoveKeyframe(2.0)
    }
    #expect(timeline.duration == 0.5, "one after another")
    #expect(timeline.value(time: 0.2) == 1.0)
    #expect(timeline.value(time: 0.5) == 2.0, "the move at the end")
  }

  struct Heart: View {
    @State var likes = 0
    var body: some View {
      VStack {
        Button("Like") { likes += 1 }
        PhaseAnimator([0, 1, 2], trigger: likes) { phase in
          Text("Phase \(phase)")
        } animation: { _ in
          .linear(duration: 0.02)
        }
      }
    }
  }

  @Test func aTriggerRunsThroughEveryPhaseBackToTheFirst() async throws {
    let host = TestHost(Heart())
    await host.settle()
    #expect(host.contains(text: "Phase 0"), "nothing runs until the trigger changes")
    try host.tap("Like")
    #expect(await host.settle(timeout: .seconds(10)) { host.contains(text: "Phase 2") })
    #expect(await host.settle(timeout: .seconds(10)) { host.contains(text: "Phase 0") })
  }

  @Test func withoutATriggerThePhasesCycle() async {
    let host = TestHost(
      Text("Pulse").phaseAnimator([false, true]) { content, isBig in
        content.opacity(isBig ? 1 : 0.4)
      } animation: { _ in
        .linear(duration: 0.02)
      })
    let shown = { host.snapshot.contains("opacity(1)") }
    #expect(await host.settle(timeout: .seconds(10)) { shown() })
    #expect(await host.settle(timeout: .seconds(10)) { !shown() })
  }

  @Test func keyframesPlayOnTheTriggerAndHoldTheirLastValue() async throws {
    struct Bounce: View {
      @State var taps = 0
      var body: some View {
        VStack {
          Button("Bounce") { taps += 1 }
          KeyframeAnimator(initialValue: 0.0, trigger: taps) { height in
            Text("Height \(Int(height))")
          } keyframes: { _ in
            KeyframeTrack {
              LinearKeyframe(20.0, duration: 0.02)
              LinearKeyframe(5.0, duration: 0.02)
            }
          }
        }
      }
    }
    let host = TestHost(Bounce())
    await host.settle()
    #expect(host.contains(text: "Height 0"))
    try host.tap("Bounce")
    #expect(await host.settle(timeout: .seconds(10)) { host.contains(text: "Height 5") })
    await host.settle()
    #expect(host.contains(text: "Height 5"))
  }

  @Test func eachPhaseIsDrawnMovingFromTheLookBefore() async throws {
    let host = TestHost(
      Text("Pulse").phaseAnimator([false, true]) { content, isBig in
        content.opacity(isBig ? 1 : 0.4)
      } animation: { _ in
        .linear(duration: 10)
      })
    host.animationMode = .onTheClock
    #expect(await host.settle(timeout: .seconds(10)) { host.snapshot.contains("opacity(1)") })
    let pulse = try host.find(text: "Pulse")
    #expect(host.drawnOpacity(of: pulse) == 0.4, "the new phase starts from the old look")
    host.advance(by: .seconds(5))
    #expect(abs((host.drawnOpacity(of: pulse) ?? 0) - 0.7) < 1e-6, "half way there")
  }
}
