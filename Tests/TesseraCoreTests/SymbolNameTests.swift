import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SymbolNameTests {
  struct Toolbar: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        HStack {
          Button {
            log.append("added")
          } label: {
            Image(systemName: "plus.circle.fill")
          }
          Button {
            log.append("starred")
          } label: {
            Image(systemName: "star.fill")
          }
          Button {
            log.append("titled")
          } label: {
            Label("Compose", systemImage: "pencil")
          }
          Button {
            log.append("plain")
          } label: {
            Image(decorative: "logo")
          }
        }
        Text(log.joined(separator: ","))
      }
    }
  }

  @Test func anIconOnlyButtonIsNamedBySymbol() throws {
    let host = TestHost(Toolbar())
    try host.tap("Add")
    try host.tap("star")
    #expect(host.contains(text: "added,starred"))
  }

  @Test func aTitleStillNamesItsButtonAndADecorativeImageNamesNothing() throws {
    let host = TestHost(Toolbar())
    try host.tap("Compose")
    #expect(host.contains(text: "titled"))
    #expect(host.findAll(control: "pencil").isEmpty, "the icon does not add to the title")
    #expect(host.findAll(control: "logo").isEmpty)
  }
}
