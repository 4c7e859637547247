import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct LabelsScopesAndProminenceTests {
  struct Settings: View {
    @State var volume = 3
    @State var level = 0.5
    @State var isOn = false
    @State var size = "M"
    var body: some View {
      VStack {
        Stepper("Volume", value: $volume, in: 0...10)
        Slider(value: $level) { Text("Level") }
        Toggle("Wi-Fi", isOn: $isOn)
        Picker("Size", selection: $size) {
          Text("S").tag("S")
          Text("M").tag("M")
        }
        Text("Volume is \(volume), wireless \(isOn ? "on" : "off")")
      }
      .labelsHidden()
    }
  }

  @Test func hiddenLabelsAreNotDrawnButStillNameTheControls() throws {
    let host = TestHost(Settings())
    let screen = host.screen.joined(separator: "\n")
    for label in ["Level", "Wi-Fi", "Size"] {
      #expect(!screen.contains(label), "\(label) is not drawn: \(screen)")
    }
    #expect(screen.components(separatedBy: "Volume").count == 2, "only the text: \(screen)")
    try host.find(control: "Volume").increment()
    try host.toggle("Wi-Fi")
    #expect(host.contains(text: "Volume is 4, wireless on"))
    try host.select("S", in: "Size")
    #expect(try host.find(control: "Size").selection == AnyHashable("S"))
  }

  @Test func aBareStepperOrSwitchIsOnlyAsWideAsItsControl() throws {
    let host = TestHost(Settings())
    let stepper = try host.find(control: "Volume")
    let toggle = try host.find(control: "Wi-Fi")
    #expect(stepper.frame.width < host.windowSize.width / 4, "\(stepper.frame)")
    #expect(toggle.frame.width < host.windowSize.width / 4, "\(toggle.frame)")
    // Beside a name in a row, the name keeps the rest of the row.
    let row = TestHost(
      HStack {
        Text("Andre")
        Spacer()
        Stepper("Score", value: .constant(1), in: 0...9).labelsHidden()
      })
    let bare = try row.find(control: "Score")
    #expect(bare.frame.maxX == row.windowSize.width, "at the row's end: \(bare.frame)")
    #expect(bare.frame.width == stepper.frame.width)
  }

  struct Contacts: View {
    @State var query = ""
    @State var scope = "All"
    let people = [("Ada", "Work"), ("Bo", "Home"), ("Al", "Home")]
    var body: some View {
      NavigationStack {
        List(people.filter { ($0.1 == scope || scope == "All") && $0.0.hasPrefix(query) }, id: \.0)
        { person in
          Text(person.0)
        }
        .searchable(text: $query)
        .searchScopes($scope, activation: .onTextEntry) {
          Text("All").tag("All")
          Text("Home").tag("Home")
        }
      }
    }
  }

  @Test func scopesShowOnceTextIsTypedAndNarrowTheSearch() throws {
    let host = TestHost(Contacts())
    try host.find(control: "Search").focus()
    #expect(host.findAll(control: "Search scope").isEmpty, "not before text, with onTextEntry")
    try host.type("A", into: "Search")
    #expect(host.contains(text: "Ada") && host.contains(text: "Al"))
    try host.select("Home", in: "Search scope")
    #expect(host.contains(text: "Al") && !host.contains(text: "Ada"))
    try host.find(control: "Search").setText("")
    #expect(host.findAll(control: "Search scope").isEmpty, "gone with the text")
  }
}
