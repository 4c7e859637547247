import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SignUpTests {
  @Test func theButtonWaitsForANameAndAnAddress() throws {
    let model = SignUpModel(center: NotificationCenter())
    let host = TestHost(SignUpView(model: model))
    #expect(host.screen.contains { $0.contains("Done") && $0.hasSuffix(" 0%") }, "\(host.screen)")
    #expect(throws: (any Error).self) { try host.tap("Sign up") }
    try host.type("Ada", into: "Name")
    #expect(host.screen.contains { $0.contains("Done") && $0.hasSuffix(" 50%") }, "\(host.screen)")
    try host.type("ada@example.org", into: "E-mail")
    #expect(host.screen.contains { $0.contains("Done") && $0.hasSuffix(" 100%") }, "\(host.screen)")
    try host.tap("Sign up")
    #expect(host.contains(text: "Welcome, Ada!"))
  }

  @Test func theTermsOpenWithTheirOwnStyleAndTheMenuStartsAgain() throws {
    let model = SignUpModel()
    let host = TestHost(SignUpView(model: model))
    try host.type("Ada", into: "Name")
    #expect(!host.contains(text: "Be kind."))
    try host.find(text: "Terms").tap()
    #expect(host.contains(text: "Be kind."))
    #expect(
      host.screen.contains { $0.contains("− Terms") || $0.contains("−  Terms") }, "\(host.screen)")
    try host.tap("More")
    try host.tap("Start again")
    #expect(model.resets == 1)
    #expect(try host.find(control: "Name").textValue == "")
  }
}
