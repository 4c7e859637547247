import Foundation
import Tessera
import TesseraTesting
import Testing

/// Spellings from before iOS 15 that public apps still use.
@MainActor
@Suite struct OlderFieldAndTitleSpellingsTests {
  struct Chat: View {
    @State var draft = ""
    @State var sent: [String] = []
    @State var isEditing = false
    var body: some View {
      NavigationView {
        VStack {
          Text("Sent: \(sent.joined(separator: ","))")
          Text(isEditing ? "Typing" : "Idle")
          TextField(
            "Message", text: $draft, onEditingChanged: { isEditing = $0 },
            onCommit: {
              sent.append(draft)
              draft = ""
            })
          Button("Elsewhere") {}
        }
        .navigationBarTitle(Text("Chat"), displayMode: .inline)
      }
    }
  }

  @Test func onEditingChangedFollowsTheFocusAndOnCommitRunsOnSubmit() throws {
    let host = TestHost(Chat())
    #expect(host.contains(text: "Idle"))
    let field = try host.find(control: "Message")
    try field.focus()
    #expect(host.contains(text: "Typing"), "told when the field takes the focus")
    try host.type("Hello", into: "Message")
    try field.submit()
    #expect(host.contains(text: "Sent: Hello"))
    try host.find(control: "Elsewhere").focus()
    #expect(host.contains(text: "Idle"), "told when it loses the focus")
  }

  @Test func aTitleGivenAsTextWithADisplayModeIsInline() throws {
    let host = TestHost(Chat())
    let bar = try #require(host.screen.first)
    #expect(bar.trimmingCharacters(in: .whitespaces) == "Chat", "centred in the bar: \(bar)")
    #expect(host.findAll { $0.navigationTitle != nil }.first?.navigationTitle == "Chat")
  }
}
