import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct OutlineGroupTests {
  struct Folder: Identifiable {
    var name: String
    var children: [Folder]?
    var id: String { name }
  }

  static let tree = [
    Folder(
      name: "Documents",
      children: [
        Folder(name: "Taxes", children: [Folder(name: "2026.pdf", children: nil)]),
        Folder(name: "Letter.txt", children: nil),
      ]),
    Folder(name: "Notes.txt", children: nil),
  ]

  @Test func childrenShowWhenTheirParentIsOpened() throws {
    struct Browser: View {
      var body: some View {
        List(OutlineGroupTests.tree, children: \.children) { folder in Text(folder.name) }
      }
    }
    let host = TestHost(Browser())
    #expect(host.contains(text: "Documents") && host.contains(text: "Notes.txt"))
    #expect(!host.contains(text: "Taxes"), "closed at first")
    try host.find(text: "Documents").tap()
    #expect(host.contains(text: "Taxes") && host.contains(text: "Letter.txt"))
    #expect(!host.contains(text: "2026.pdf"))
    try host.find(text: "Taxes").tap()
    #expect(host.contains(text: "2026.pdf"))
    // A child is drawn under its parent.
    let documents = try host.find(text: "Documents").frame
    let taxes = try host.find(text: "Taxes").frame
    #expect(taxes.minY > documents.minY)
  }

  @Test func anOutlineGroupWorksOutsideAList() throws {
    let host = TestHost(
      VStack { OutlineGroup(Self.tree, children: \.children) { Text($0.name) } })
    try host.find(text: "Documents").tap()
    #expect(host.contains(text: "Letter.txt"))
  }

  @Test func anOutlineGroupOfOneRootShowsTheRootFirst() throws {
    let root = Self.tree[0]
    let host = TestHost(VStack { OutlineGroup(root, children: \.children) { Text($0.name) } })
    #expect(host.contains(text: "Documents") && !host.contains(text: "Notes.txt"))
    try host.find(text: "Documents").tap()
    #expect(host.contains(text: "Taxes") && host.contains(text: "Letter.txt"))
  }
}
