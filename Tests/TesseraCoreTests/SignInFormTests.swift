import Foundation
import Tessera
import TesseraTesting
import Testing

// The worked example of the DocC article "Testing a Tessera app"
// (Sources/TesseraTesting/TesseraTesting.docc/TestingATesseraApp.md), copied as it is
// there, so that the article's code is known to build and pass.

@MainActor @Observable
final class Session {
  var user: String?
  var error: String?

  func signIn(name: String, password: String) async {
    await Task.yield()  // an app would ask a server here
    if password == "open sesame" {
      user = name
    } else {
      error = "Wrong password"
    }
  }
}

struct SignInForm: View {
  @State private var session = Session()
  @State private var name = ""
  @State private var password = ""
  @State private var attempts = 0

  var body: some View {
    VStack(alignment: .leading) {
      if let user = session.user {
        Text("Welcome, \(user)!")
      } else {
        TextField("Name", text: $name)
        SecureField("Password", text: $password)
          .onSubmit { attempts += 1 }
        if let error = session.error {
          Text(error).foregroundStyle(.red)
        }
      }
    }
    .task(id: attempts) {
      guard attempts > 0 else { return }
      await session.signIn(name: name, password: password)
    }
  }
}

@MainActor
@Suite struct SignInFormTests {
  @Test func signingInGreetsTheUser() async throws {
    let host = TestHost(SignInForm(), size: CGSize(width: 320, height: 128))
    try host.type("Ada", into: "Name")
    try host.type("open sesame", into: "Password")
    try host.find(control: "Password").submit()
    try await host.idle()
    #expect(host.contains(text: "Welcome, Ada!"))
    try assertSnapshot(of: host, as: .terminal(width: 40, height: 8))
  }
}
