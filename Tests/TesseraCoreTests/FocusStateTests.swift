import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FocusStateTests {
  struct Amount: View {
    @State var amount = ""
    @State var note = ""
    @FocusState var amountIsFocused: Bool
    var body: some View {
      VStack {
        TextField("Amount", text: $amount)
          .focused($amountIsFocused)
        TextField("Note", text: $note)
        Text(amountIsFocused ? "Editing the amount" : "Not editing")
        Button("Done") { amountIsFocused = false }
        Button("Edit amount") { amountIsFocused = true }
      }
    }
  }

  @Test func theStateFollowsTheFocus() throws {
    let host = TestHost(Amount())
    #expect(host.contains(text: "Not editing"))
    try host.find(control: "Amount").focus()
    #expect(host.contains(text: "Editing the amount"))
    try host.find(control: "Note").focus()
    #expect(host.contains(text: "Not editing"))
  }

  @Test func settingTheStateMovesTheFocus() throws {
    let host = TestHost(Amount())
    try host.tap("Edit amount")
    #expect(host.focusedControl?.label == "Amount")
    #expect(host.contains(text: "Editing the amount"))
    try host.tap("Done")
    #expect(host.focusedControl == nil, "the focus left the field")
    #expect(host.contains(text: "Not editing"))
  }

  @Test func theStateLetsGoWhenTheFocusedViewGoesAway() throws {
    struct Search: View {
      @State var query = ""
      @State var showsField = true
      @FocusState var searching: Bool
      var body: some View {
        VStack {
          if showsField {
            TextField("Search", text: $query).focused($searching)
          }
          Text(searching ? "Searching" : "Idle")
          Button("Close search") { showsField = false }
        }
      }
    }
    let host = TestHost(Search())
    try host.find(control: "Search").focus()
    #expect(host.contains(text: "Searching"))
    try host.tap("Close search")
    #expect(host.contains(text: "Idle"), "the focus left with the field")
  }

  enum Field: Hashable {
    case name, email
  }

  struct SignUp: View {
    @State var name = ""
    @State var email = ""
    @FocusState var focusedField: Field?
    var body: some View {
      Form {
        TextField("Name", text: $name)
          .focused($focusedField, equals: .name)
        TextField("Email", text: $email)
          .focused($focusedField, equals: .email)
        Button("Next") { focusedField = .email }
        Text("Field: \(focusedField.map { "\($0)" } ?? "none")")
      }
      .onAppear { focusedField = .name }
    }
  }

  @Test func eachMarkedViewHasItsValueAndTheAppCanFocusOne() throws {
    let host = TestHost(SignUp())
    #expect(host.focusedControl?.label == "Name", "focused from onAppear")
    #expect(host.contains(text: "Field: name"))
    try host.tap("Next")
    #expect(host.focusedControl?.label == "Email")
    #expect(host.contains(text: "Field: email"))
    try host.find(control: "Next").focus()
    #expect(host.contains(text: "Field: none"), "a control with no mark has the focus")
  }
}
