import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct TextInputFormsTests {
  struct SignUp: View {
    @State var user = ""
    @State var password = ""
    @State var bio = ""
    let passwordTitle = "Password"
    var body: some View {
      Form {
        TextField("User", text: $user, prompt: Text("you@example.com"))
          .textFieldStyle(.roundedBorder)
        SecureField(passwordTitle, text: $password, prompt: Text("8 or more characters"))
        TextField("Bio", text: $bio, axis: .vertical)
          .lineLimit(3...6)
          .lineLimit(4, reservesSpace: true)
          .textFieldStyle(.plain)
        Text("\(user) \(password.count) \(bio)")
      }
    }
  }

  @Test func promptsShowWhileEmptyAndASecureFieldHidesWhatIsTyped() throws {
    let host = TestHost(SignUp())
    #expect(host.screen.contains { $0.contains("8 or more characters") })
    try host.type("ada", into: "you@example.com")
    try host.type("hunter22", into: "8 or more characters")
    try host.type("Likes engines", into: "Bio")
    #expect(host.contains(text: "ada 8 Likes engines"))
    #expect(!host.screen.contains { $0.contains("hunter22") }, "the password is masked")
    #expect(host.screen.contains { $0.contains("••••••••") })
  }
}

@MainActor
@Suite struct KeyboardTraitsTests {
  @Test func fieldsWithKeyboardTraitsTypeAsAnyField() throws {
    struct SignUp: View {
      @State var email = ""
      var body: some View {
        VStack {
          TextField("Email", text: $email)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .disableAutocorrection(true)
          Text("Email: \(email)")
        }
      }
    }
    let host = TestHost(SignUp())
    try host.type("Ada@Example.org", into: "Email")
    #expect(host.contains(text: "Email: Ada@Example.org"), "typed as is, no capitals changed")
  }
}
