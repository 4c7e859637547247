import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FocusableAndTapLocationTests {
  @Test func aTapGestureWithALocationIsToldWhereTheClickLanded() throws {
    struct Board: View {
      @State var spot = "none"
      var body: some View {
        VStack {
          Color.blue
            .frame(width: 160, height: 64)
            .onTapGesture { location in spot = "\(Int(location.x)),\(Int(location.y))" }
            .accessibilityIdentifier("board")
          Text("Tapped at \(spot)")
        }
      }
    }
    let host = TestHost(Board())
    try host.find(identifier: "board").click(at: UnitPoint(x: 0.25, y: 0.5))
    #expect(host.contains(text: "Tapped at 40,32"), "\(host.screen)")
    try host.find(identifier: "board").click(at: UnitPoint(x: 0.75, y: 0.25))
    #expect(host.contains(text: "Tapped at 120,16"), "\(host.screen)")
  }

  @Test func aFocusableViewTakesTheFocusAndItsKeyPresses() throws {
    struct Counter: View {
      @State var count = 0
      @FocusState var isFocused: Bool
      var body: some View {
        VStack {
          Text("Count \(count)")
            .focusable()
            .focused($isFocused)
            .onKeyPress(.upArrow) {
              count += 1
              return .handled
            }
          Text(isFocused ? "focused" : "not focused")
          Text("Plain").focusable(false)
        }
      }
    }
    let host = TestHost(Counter())
    #expect(host.contains(text: "not focused"))
    try host.find(text: "Count 0").focus()
    #expect(host.contains(text: "focused") && !host.contains(text: "not focused"))
    try host.press(.upArrow, modifiers: [])
    #expect(host.contains(text: "Count 1"))
    #expect(throws: (any Error).self) { try host.find(text: "Plain").focus() }
  }

  @Test func defaultFocusGivesTheMarkedFieldTheFocusAtFirst() throws {
    enum Field: Hashable { case name, email }
    struct SignUp: View {
      @State var name = ""
      @State var email = ""
      @FocusState var field: Field?
      var body: some View {
        VStack {
          TextField("Name", text: $name).focused($field, equals: .name)
          TextField("Email", text: $email).focused($field, equals: .email)
          Text("Field \(field.map { "\($0)" } ?? "none")")
        }
        .defaultFocus($field, .email)
      }
    }
    let host = TestHost(SignUp())
    #expect(
      host.focusedControl?.description.contains("Email") == true,
      "\(String(describing: host.focusedControl))")
    #expect(host.contains(text: "Field email"))
  }
}
