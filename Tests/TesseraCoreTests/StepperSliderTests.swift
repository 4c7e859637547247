import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StepperTests {
  struct Guests: View {
    @State var count = 2
    @State var events: [Bool] = []
    var body: some View {
      VStack {
        Stepper("Guests: \(count)", value: $count, in: 1...3) { events.append($0) }
        Text("Editing events: \(events.count)")
      }
    }
  }

  @Test func aBoundStepperMovesItsValueByItsStepWithinItsBounds() throws {
    let host = TestHost(Guests())
    try host.find(control: "Guests: 2").increment()
    #expect(host.contains(text: "Guests: 3"))
    #expect(host.contains(text: "Editing events: 2"), "began and ended")
    let stepper = try host.find(control: "Guests: 3")
    #expect(stepper.value == 3)
    #expect(throws: InspectionError.self) { try stepper.increment() }
    #expect(host.contains(text: "Guests: 3"), "the upper bound holds")
    try host.find(control: "Guests: 3").decrement()
    try host.find(control: "Guests: 2").decrement()
    #expect(throws: InspectionError.self) { try host.find(control: "Guests: 1").decrement() }
    #expect(host.contains(text: "Guests: 1"))
  }

  @Test func aStepperWithActionsRunsThemAndLacksTheButtonWithoutOne() throws {
    struct Pages: View {
      @State var page = 0
      var body: some View {
        Stepper(label: { Text("Page \(page)") }, onIncrement: { page += 10 }, onDecrement: nil)
      }
    }
    let host = TestHost(Pages())
    try host.find(control: "Page 0").increment()
    try host.find(control: "Page 10").increment()
    #expect(host.contains(text: "Page 20"))
    #expect(throws: InspectionError.self) { try host.find(control: "Page 20").decrement() }
  }

  @Test func aStepperStepsByItsStrideAndIsDrawnWithItsButtons() throws {
    struct Volume: View {
      @State var level = 0.5
      var body: some View {
        Stepper(value: $level, step: 0.25) { Text("Level \(level, specifier: "%.2f")") }
      }
    }
    let host = TestHost(Volume())
    try host.find(control: "Level 0.50").increment()
    #expect(host.contains(text: "Level 0.75"))
    let row = try #require(host.screen.first { $0.contains("Level 0.75") })
    #expect(row.hasSuffix("[−|+]"), "the buttons at the trailing edge: \(row)")
  }

  @Test func aDisabledStepperRefusesToMove() throws {
    struct Locked: View {
      @State var count = 1
      var body: some View { Stepper("Count \(count)", value: $count).disabled(true) }
    }
    let host = TestHost(Locked())
    #expect(throws: InspectionError.self) { try host.find(control: "Count 1").increment() }
    #expect(host.contains(text: "Count 1"))
  }
}

@MainActor
@Suite struct SliderTests {
  struct Mixer: View {
    @State var volume = 0.5
    @State var drags: [Bool] = []
    var body: some View {
      VStack {
        Slider(value: $volume, in: 0...10, step: 2) {
          Text("Volume")
        } minimumValueLabel: {
          Text("Lo")
        } maximumValueLabel: {
          Text("Hi")
        } onEditingChanged: {
          drags.append($0)
        }
        Text("Volume \(volume, specifier: "%.1f")")
        Text("Drags \(drags.map { $0 ? "+" : "-" }.joined())")
      }
    }
  }

  @Test func settingASliderSnapsToItsStepAndStaysInItsRange() throws {
    let host = TestHost(Mixer())
    try host.find(control: "Volume").setValue(5.2)
    #expect(host.contains(text: "Volume 6.0"), "snapped to a step of 2 from 0")
    #expect(host.contains(text: "Drags +-"))
    try host.find(control: "Volume").setValue(99)
    #expect(host.contains(text: "Volume 10.0"))
    #expect(throws: InspectionError.self) { try host.find(control: "Volume").increment() }
    try host.find(control: "Volume").decrement()
    #expect(host.contains(text: "Volume 8.0"))
  }

  @Test func aKeyStepFromBetweenTwoStepsLandsOnTheNextStep() throws {
    let host = TestHost(Mixer())
    try host.find(control: "Volume").increment()
    #expect(host.contains(text: "Volume 2.0"), "0.5 goes up to the step at 2, not to 2.5")
    try host.find(control: "Volume").decrement()
    #expect(host.contains(text: "Volume 0.0"))
  }

  @Test func aSliderWithoutAStepMovesATwentiethOfItsRange() throws {
    struct Dimmer: View {
      @State var brightness: Float = 0.5
      var body: some View {
        VStack {
          Slider(value: $brightness)
          Text("Brightness \(brightness, specifier: "%.2f")")
        }
      }
    }
    let host = TestHost(Dimmer())
    let slider = try #require(host.findAll(kind: "Slider").first)
    try slider.increment()
    #expect(host.contains(text: "Brightness 0.55"))
    try slider.setValue(0.123)
    #expect(host.contains(text: "Brightness 0.12"), "no step: not snapped")
  }

  @Test func aSliderIsDrawnAsATrackWithItsKnobAtItsValue() throws {
    let host = TestHost(Mixer())
    try host.find(control: "Volume").setValue(10)
    var row = try #require(host.screen.first { $0.contains("Lo") })
    #expect(row.contains("Volume Lo ━"), "label, minimum label, filled track: \(row)")
    #expect(row.hasSuffix("━● Hi"), "full: the knob at the end: \(row)")
    try host.find(control: "Volume").setValue(0)
    row = try #require(host.screen.first { $0.contains("Lo") })
    #expect(row.contains("Lo ●─"), "empty: the knob at the start: \(row)")
    #expect(!row.contains("━"))
  }
}
