import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ReadingListTests {
  @Test func listShowsBooksAndProgress() throws {
    let host = TestHost(app: ReadingListApp())
    #expect(host.contains(text: "The Quiet Orchard"))
    #expect(host.contains(text: "1 of 3 finished"))
  }

  @Test func editingABookInItsDetailUpdatesTheList() throws {
    let host = TestHost(app: ReadingListApp())
    try host.tap("The Quiet Orchard M. Alder")
    try host.toggle("Finished")
    try host.find(control: "Title").setText("The Loud Orchard")
    try host.tap("Reading List")  // the back button, titled like the page below
    #expect(host.contains(text: "The Loud Orchard"))
    #expect(host.contains(text: "2 of 3 finished"))
  }

  @Test func addingABookThroughTheSheet() throws {
    let host = TestHost(app: ReadingListApp())
    try host.tap("Add Book")
    try host.find(control: "Title").setText("Fresh Pages")
    try host.find(control: "Author").setText("A. Newcomer")
    try host.tap("Save")
    #expect(host.contains(text: "Fresh Pages"))
    #expect(host.contains(text: "1 of 4 finished"))
  }

  @Test func everyFileHasItsPreview() throws {
    for name in ["BookList", "BookRow", "BookDetail", "Add book", "Tally", "Tally, fixed"] {
      #expect(PreviewRegistry.names.contains(name), "\(name)")
    }
    let tally = try TestHost(preview: "Tally")
    try tally.tap("Plus")
    #expect(tally.contains(text: "Count: 15"))
  }
}
