import Foundation
import Tessera
import TesseraTesting
import Testing

/// A custom `TextFieldStyle` decorates every field below it, as SwiftUI's do, and the
/// field it is given still edits its text.
@MainActor
@Suite struct TextFieldStyleTests {
  private struct Bracketed: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
      HStack(spacing: 0) {
        Text("[")
        configuration
        Text("]")
      }
      .padding(.horizontal, 8)
    }
  }

  private struct SignIn: View {
    @State var name = ""
    @State var secret = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
        SecureField("Password", text: $secret)
        Text("Hello, \(name)")
      }
      .textFieldStyle(Bracketed())
    }
  }

  @Test func aCustomStyleDrawsAroundEveryField() throws {
    let host = TestHost(SignIn())
    #expect(host.texts.filter { $0 == "[" }.count == 2, "\(host.texts)")
    let field = try host.find(control: "Name")
    let open = try #require(host.findAll { $0.text == "[" }.first)
    #expect(open.frame.maxX <= field.frame.minX, "the bracket is before the field")
  }

  @Test func theStyledFieldStillEdits() throws {
    let host = TestHost(SignIn())
    try host.type("Ada", into: "Name")
    #expect(host.contains(text: "Hello, Ada"))
    try host.type("pw", into: "Password")
    #expect(try host.find(control: "Password").textValue == "pw")
  }

  @Test func aBuiltInStyleKeepsTheFieldAsItIs() throws {
    struct Plain: View {
      @State var name = ""
      var body: some View {
        TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      }
    }
    let host = TestHost(Plain())
    #expect(host.texts.isEmpty, "nothing drawn around it: \(host.texts)")
    try host.type("x", into: "Name")
    #expect(try host.find(control: "Name").textValue == "x")
  }

  @Test func aFieldLabelledByAViewUsesItsPromptAsThePlaceholder() throws {
    struct Labelled: View {
      @State var city = ""
      var body: some View {
        TextField(text: $city, prompt: Text("Where to?")) { Text("City") }
      }
    }
    let host = TestHost(Labelled())
    #expect(host.screen.contains { $0.contains("Where to?") }, "\(host.screen)")
    try host.type("Oslo", into: "Where to?")
    #expect(try host.find(control: "Where to?").textValue == "Oslo")
  }
}
