import Foundation
import Tessera
import TesseraCore
import TesseraTesting
import Testing

@MainActor
@Suite struct GestureTests {
  /// A card that follows a drag while it lasts and stays where it is dropped.
  struct DraggableCard: View {
    @GestureState var dragOffset = CGSize.zero
    @State var position = CGSize.zero
    @State var moves = 0
    var body: some View {
      VStack {
        Text("Card")
          .frame(width: 80, height: 32)
          .offset(
            x: position.width + dragOffset.width, y: position.height + dragOffset.height
          )
          .gesture(
            DragGesture()
              .updating($dragOffset) { value, offset, _ in offset = value.translation }
              .onChanged { _ in moves += 1 }
              .onEnded { value in
                position.width += value.translation.width
                position.height += value.translation.height
              })
        Text("At \(Int(position.width)),\(Int(position.height)) after \(moves) moves")
        Text("Dragging by \(Int(dragOffset.width))")
      }
    }
  }

  @Test func aDragMovesTheCardAndItsGestureStateReturnsToZero() throws {
    let host = TestHost(DraggableCard())
    try host.find(text: "Card").drag(by: CGSize(width: 40, height: 16))
    #expect(host.contains(text: "At 40,16 after 4 moves"), "\(host.snapshot)")
    #expect(host.contains(text: "Dragging by 0"), "the gesture state went back")
    let card = try host.find(text: "Card")
    try card.drag(by: CGSize(width: -16, height: 0))
    #expect(host.contains(text: "At 24,16 after 6 moves"), "a drag begins past 10 points")
  }

  @Test func aDragShorterThanItsMinimumDistanceIsNotADrag() throws {
    let host = TestHost(DraggableCard())
    try host.find(text: "Card").drag(by: CGSize(width: 4, height: 0))
    #expect(host.contains(text: "At 0,0 after 0 moves"))
  }

  struct Taps: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        Text("Photo")
          .gesture(
            TapGesture(count: 2).onEnded { log.append("double") }
              .exclusively(before: TapGesture().onEnded { log.append("single") }))
        Text("Log: \(log.joined(separator: " "))")
      }
    }
  }

  @Test func aDoubleTapWinsOverASingleTapWhenItComesInTime() throws {
    let host = TestHost(Taps())
    try host.find(text: "Photo").tap()
    #expect(host.contains(text: "Log: double"), "Enter performs the preferred gesture")
    try host.find(text: "Photo").click(count: 2)
    #expect(host.contains(text: "Log: double double"))
  }

  @Test func aSingleTapCountsOnlyOnceADoubleTapCannotCome() {
    var log: [String] = []
    let gesture = TapGesture(count: 2).onEnded { log.append("double") }
      .exclusively(before: TapGesture().onEnded { log.append("single") })
    let recognizer = gesture.makeRecognizer()
    let start = ContinuousClock.now
    let point = CGPoint(x: 5, y: 5)
    recognizer.receive(PointerEvent(.down, at: point, time: start))
    recognizer.receive(PointerEvent(.up, at: point, time: start))
    #expect(log.isEmpty, "a second tap may still come")
    recognizer.receive(PointerEvent(.down, at: point, time: start + .milliseconds(700)))
    #expect(log == ["single"], "too late for a double tap: the single tap counts")
  }

  struct Recorder: View {
    @State var pressing: [Bool] = []
    @State var recorded = 0
    var body: some View {
      VStack {
        Text("Hold to record")
          .onLongPressGesture(minimumDuration: 0.5) {
            recorded += 1
          } onPressingChanged: {
            pressing.append($0)
          }
        Text(
          "Recorded \(recorded), pressing \(pressing.map { $0 ? "on" : "off" }.joined(separator: " "))"
        )
      }
    }
  }

  @Test func aLongPressRunsAfterItsDurationAndTellsWhenItIsPressed() throws {
    let host = TestHost(Recorder())
    try host.find(text: "Hold to record").longPress(for: 0.2)
    #expect(host.contains(text: "Recorded 0, pressing on off"), "too short")
    try host.find(text: "Hold to record").longPress(for: 0.6)
    #expect(host.contains(text: "Recorded 1, pressing on off on off"))
    try host.find(text: "Hold to record").tap()
    #expect(host.contains(text: "Recorded 2, pressing on off on off on off"), "Enter holds it")
  }

  struct Priorities: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        VStack {
          Button("Buy") { log.append("button") }
        }
        .frame(width: 120, height: 48)
        .gesture(TapGesture().onEnded { log.append("row") })
        VStack {
          Button("Sell") { log.append("sell") }
        }
        .frame(width: 120, height: 48)
        .highPriorityGesture(TapGesture().onEnded { log.append("high") })
        VStack {
          Button("Keep") { log.append("keep") }
        }
        .frame(width: 120, height: 48)
        .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in log.append("seen") })
        Text("Log: \(log.joined(separator: " "))")
      }
    }
  }

  @Test func gesturesStandAgainstTheControlsInsideAsInSwiftUI() throws {
    let host = TestHost(Priorities())
    try host.find(text: "Buy").drag(by: .zero)
    #expect(host.contains(text: "Log: button"), "the button inside wins over the gesture")
    try host.find(text: "Sell").drag(by: .zero)
    #expect(host.contains(text: "Log: button high"), "a high-priority gesture wins")
    try host.find(text: "Keep").drag(by: .zero)
    #expect(
      host.contains(text: "Log: button high seen keep"),
      "a simultaneous gesture sees the press, and the button still acts")
  }

  @Test func aDragOnlyViewIsNotAControlButATapGestureIs() throws {
    let host = TestHost(DraggableCard())
    #expect(throws: InspectionError.self) { try host.find(text: "Card").tap() }
    let taps = TestHost(Taps())
    #expect(taps.findAll(control: "Photo").count == 1)
  }

  @Test func aPinchScalesAndTurnsButTheMouseAloneDoesNot() throws {
    struct Photo: View {
      @State var scale: CGFloat = 1
      @State var angle = Angle.zero
      @State var ended: CGFloat = 1
      var body: some View {
        Text(
          "Photo \(scale, specifier: "%.2f") \(Int(angle.degrees.rounded()))° \(ended, specifier: "%.2f")"
        )
        .frame(width: 200, height: 48)
        .gesture(
          MagnifyGesture().onChanged { scale = $0.magnification }
            .simultaneously(with: RotateGesture().onChanged { angle = $0.rotation })
        )
        .simultaneousGesture(MagnificationGesture().onEnded { ended = $0 })
      }
    }
    let host = TestHost(Photo())
    try host.find(text: "Photo 1.00 0° 1.00").drag(by: CGSize(width: 30, height: 30))
    #expect(host.contains(text: "Photo 1.00 0° 1.00"), "the mouse's pointer alone cannot pinch")
    try host.find(text: "Photo 1.00 0° 1.00").magnify(by: 2)
    #expect(host.contains(text: "Photo 2.00 0° 2.00"), "\(host.texts)")
    try host.find(text: "Photo 2.00 0° 2.00").rotate(by: .degrees(30))
    #expect(
      host.contains(text: "Photo 2.00 30° 2.00"),
      "a turn that does not scale leaves the scale alone: \(host.texts)")
  }

  @Test func aSequenceRunsItsSecondGestureOnceItsFirstIsRecognized() throws {
    struct Card: View {
      @State var moved: CGFloat = 0
      @State var stage = "resting"
      var body: some View {
        Text("Card \(Int(moved)) \(stage)")
          .frame(width: 200, height: 48)
          .gesture(
            LongPressGesture(minimumDuration: 0)
              .sequenced(before: DragGesture())
              .onChanged { value in
                switch value {
                case .first: stage = "held"
                case .second(_, let drag): stage = drag == nil ? "held" : "dragging"
                }
              }
              .onEnded { value in
                if case .second(true, let drag?) = value { moved = drag.translation.width }
                stage = "dropped"
              })
      }
    }
    let host = TestHost(Card())
    try host.find(text: "Card 0 resting").drag(by: CGSize(width: 60, height: 0))
    #expect(host.contains(text: "Card 60 dropped"), "\(host.texts)")
  }

  @Test func aPinchSmallerThanTheMinimumIsNoGesture() throws {
    struct Zoom: View {
      @State var changes = 0
      var body: some View {
        Text("Changed \(changes)")
          .frame(width: 200, height: 48)
          .gesture(MagnifyGesture(minimumScaleDelta: 0.5).onChanged { _ in changes += 1 })
      }
    }
    let host = TestHost(Zoom())
    try host.find(text: "Changed 0").magnify(by: 1.2)
    #expect(host.contains(text: "Changed 0"))
    try host.find(text: "Changed 0").magnify(by: 2, steps: 2)
    #expect(host.contains(text: "Changed 2"), "1.5 reaches the minimum, then 2: \(host.texts)")
  }

  @Test func aGestureWrittenAsABodyIsRecognizedAsItsBody() throws {
    struct SwipeRight: Gesture {
      var body: some Gesture<Bool> {
        DragGesture(minimumDistance: 20).map { $0.translation.width > 0 }
      }
    }
    struct Inbox: View {
      @State var archived = false
      var body: some View {
        Text(archived ? "Archived" : "Message")
          .frame(width: 200, height: 32)
          .gesture(SwipeRight().onEnded { archived = $0 })
      }
    }
    let host = TestHost(Inbox())
    try host.find(text: "Message").drag(by: CGSize(width: 60, height: 0))
    #expect(host.contains(text: "Archived"))
  }
}

extension GestureTests {
  @Test func aPressThatNeverEndsByItselfFollowsThePressWithoutCrashing() throws {
    struct Button3D: View {
      @State var pressed = false
      @State var presses = 0
      var body: some View {
        Text(pressed ? "Down" : "Up \(presses)")
          .onLongPressGesture(minimumDuration: .infinity) {
            presses += 100
          } onPressingChanged: { isPressing in
            pressed = isPressing
            if !isPressing { presses += 1 }
          }
      }
    }
    let host = TestHost(Button3D())
    try host.find(text: "Up 0").longPress(for: 5)
    #expect(host.contains(text: "Up 1"), "pressed and let go; never recognized")
    try host.find(text: "Up 1").tap()
    #expect(host.contains(text: "Up 2"), "Enter presses and lets go")
  }

  @Test func aSimultaneousTapOnAViewRunsOncePerClick() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View {
        Text("Taps \(taps)").simultaneousGesture(TapGesture().onEnded { taps += 1 })
      }
    }
    let host = TestHost(Counter())
    try host.find(text: "Taps 0").click()
    #expect(host.contains(text: "Taps 1"))
  }

  @Test func aDisabledViewsGesturesDoNothing() throws {
    struct Locked: View {
      @State var moved = false
      var body: some View {
        Text(moved ? "Moved" : "Still")
          .gesture(DragGesture().onEnded { _ in moved = true })
          .disabled(true)
      }
    }
    let host = TestHost(Locked())
    #expect(throws: InspectionError.self) {
      try host.find(text: "Still").drag(by: CGSize(width: 40, height: 0))
    }
    #expect(host.contains(text: "Still"))
  }

  @Test func aDoubleTapWaitingForItsSecondTapIsNotCompletedByAPressElsewhere() {
    var log: [String] = []
    let gesture = TapGesture(count: 2).onEnded { log.append("double") }
    let recognizer = gesture.makeRecognizer()
    let start = ContinuousClock.now
    recognizer.receive(PointerEvent(.down, at: CGPoint(x: 5, y: 5), time: start))
    recognizer.receive(PointerEvent(.up, at: CGPoint(x: 5, y: 5), time: start))
    recognizer.receive(PointerEvent(.down, at: CGPoint(x: 200, y: 5), time: start))
    recognizer.receive(PointerEvent(.up, at: CGPoint(x: 200, y: 5), time: start))
    #expect(log.isEmpty, "the second tap landed far from the first")
  }

  @Test func aFlingKeepsItsVelocityWhenReleasedWhereItLastMoved() {
    var ended: DragGesture.Value?
    let recognizer = DragGesture().onEnded { ended = $0 }.makeRecognizer()
    let start = ContinuousClock.now
    recognizer.receive(PointerEvent(.down, at: .zero, time: start))
    recognizer.receive(
      PointerEvent(.moved, at: CGPoint(x: 50, y: 0), time: start + .milliseconds(100)))
    recognizer.receive(
      PointerEvent(.up, at: CGPoint(x: 50, y: 0), time: start + .milliseconds(120)))
    #expect(ended?.velocity.width == 500)
    #expect((ended?.predictedEndTranslation.width ?? 0) > 50)
  }
}

extension GestureTests {
  @Test func aMaskOfNoneTurnsOffTheViewsGestureAndThoseInside() throws {
    struct Board: View {
      @State var log: [String] = []
      @State var masked = true
      var body: some View {
        VStack {
          VStack {
            Text("Tile").gesture(DragGesture().onEnded { _ in log.append("tile") })
          }
          .gesture(TapGesture().onEnded { log.append("board") }, including: masked ? .none : .all)
          Text("Log: \(log.joined(separator: " "))")
          Button("Unmask") { masked = false }
        }
      }
    }
    let host = TestHost(Board())
    #expect(throws: InspectionError.self, "nothing recognizes the drag") {
      try host.find(text: "Tile").drag(by: CGSize(width: 40, height: 0))
    }
    #expect(host.findAll(control: "Tile").isEmpty, "the masked tap is no control")
    try host.tap("Unmask")
    try host.find(text: "Tile").drag(by: CGSize(width: 40, height: 0))
    #expect(host.contains(text: "Log: tile"))
  }
}
