import Foundation
import Tessera
import TesseraTesting
import Testing

/// `searchable(text:tokens:suggestedTokens:…)`: the tokens stand in the field before its
/// text, the suggested ones under it while it is active; choosing a suggestion adds it,
/// and choosing a token takes it out.
@MainActor
@Suite struct SearchTokensTests {
  private struct Skill: Identifiable, Hashable {
    let name: String
    var id: String { name }
  }

  private struct Designers: View {
    @State private var text = ""
    @State private var tokens: [Skill] = []
    @State private var suggested = [Skill(name: "Swift"), Skill(name: "Kotlin")]
    var body: some View {
      NavigationStack {
        Text("Skills: \(tokens.map(\.name).joined(separator: "+"))")
          .searchable(
            text: $text, tokens: $tokens, suggestedTokens: $suggested, prompt: "Search"
          ) { skill in
            Text("#\(skill.name)")
          }
      }
    }
  }

  @Test func aSuggestedTokenJoinsTheFieldAndLeavesItWhenChosen() throws {
    let host = TestHost(Designers())
    #expect(!host.contains(text: "#Swift"), "suggestions show only while searching")
    try host.find(control: "Search").focus()
    #expect(host.contains(text: "#Swift") && host.contains(text: "#Kotlin"))
    try host.tap("#Kotlin")
    #expect(host.contains(text: "Skills: Kotlin"))
    try host.findAll(control: "#Kotlin").last?.tap()
    #expect(host.contains(text: "Skills: Kotlin") && !host.contains(text: "Kotlin+Kotlin"))
    let field = try host.find(control: "Search").frame
    let token = try host.find(text: "#Kotlin").frame
    #expect(token.maxX <= field.minX && abs(token.midY - field.midY) < 1, "before the text")
    try host.tap("#Kotlin Remove")
    #expect(host.contains(text: "Skills: "), "\(host.screen)")
    #expect(!host.contains(text: "Skills: Kotlin"))
  }
}
