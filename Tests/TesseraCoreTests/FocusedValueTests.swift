import Tessera
import TesseraTesting
import Testing

extension FocusedValues {
  @Entry var draftTitle: Binding<String>?
  // Some write out `= nil`; it means what the optional type alone does.
  @Entry var selectedCount: Int? = nil
}

@MainActor
@Suite struct FocusedValueTests {
  struct Editor: View {
    let name: String
    @State var title: String
    var body: some View {
      TextField(name, text: $title)
        .focusedValue(\.draftTitle, $title)
    }
  }

  struct Toolbar: View {
    @FocusedBinding(\.draftTitle) var title
    @FocusedValue(\.selectedCount) var count
    var body: some View {
      VStack {
        Text("Editing \(title ?? "nothing"), \(count ?? 0) selected")
        Button("Shout") { title = (title ?? "").uppercased() }
      }
    }
  }

  struct Window: View {
    var body: some View {
      VStack {
        Toolbar()
        Editor(name: "First", title: "alpha")
        Editor(name: "Second", title: "beta")
      }
      .focusedSceneValue(\.selectedCount, 2)
    }
  }

  @Test func theFocusedViewsValuesReachTheReaders() throws {
    let host = TestHost(Window())
    #expect(host.contains(text: "Editing nothing, 2 selected"), "scene values need no focus")
    try host.find(control: "Second").focus()
    #expect(host.contains(text: "Editing beta, 2 selected"))
    try host.find(control: "First").focus()
    #expect(host.contains(text: "Editing alpha, 2 selected"))
  }

  @Test func aFocusedBindingWritesThroughToTheFocusedView() throws {
    let host = TestHost(Window())
    try host.find(control: "Second").focus()
    try host.tap("Shout")
    #expect(try host.find(control: "Second").textValue == "BETA")
    #expect(try host.find(control: "First").textValue == "alpha")
  }
}
