import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ListEditingTests {
  struct Groceries: View {
    @State var items = ["Milk", "Eggs", "Bread", "Apples"]
    var body: some View {
      NavigationStack {
        List {
          ForEach(items, id: \.self) { item in
            Text(item)
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .toolbar { EditButton() }
      }
    }
  }

  private func rows(_ host: TestHost) -> [String] {
    ["Milk", "Eggs", "Bread", "Apples"].compactMap { item in
      host.screen.firstIndex { $0.contains(item) }.map { ($0, item) }
    }
    .sorted { $0.0 < $1.0 }.map(\.1)
  }

  @Test func aSwipeDeletesTheRowAndOnlyThatRow() throws {
    let host = TestHost(Groceries())
    try host.find(text: "Eggs").delete()
    #expect(rows(host) == ["Milk", "Bread", "Apples"])
    try host.find(text: "Apples").delete()
    #expect(rows(host) == ["Milk", "Bread"])
  }

  @Test func editModeShowsDeleteAndMoveButtonsThatAct() throws {
    let host = TestHost(Groceries())
    #expect(throws: InspectionError.self) { try host.find(control: "Delete") }
    try host.tap("Edit")
    let bread = try #require(host.screen.first { $0.contains("Bread") })
    #expect(bread.hasPrefix("  ⊖  Bread"), "the delete button before the row: \(bread)")
    #expect(bread.hasSuffix("↑  ↓"), "the move buttons at its trailing edge: \(bread)")
    // The third row's buttons: delete Bread, then move Eggs down past Apples.
    let deletes = host.findAll(control: "Delete")
    #expect(deletes.count == 4)
    try deletes[2].tap()
    #expect(rows(host) == ["Milk", "Eggs", "Apples"])
    try host.findAll(control: "Move down")[1].tap()
    #expect(rows(host) == ["Milk", "Apples", "Eggs"])
    try host.findAll(control: "Move up")[1].tap()
    #expect(rows(host) == ["Apples", "Milk", "Eggs"])
    #expect(throws: InspectionError.self, "the first row cannot move up") {
      try host.findAll(control: "Move up")[0].tap()
    }
    try host.tap("Done")
    #expect(throws: InspectionError.self) { try host.find(control: "Delete") }
    #expect(host.screen.first { $0.contains("Milk") }?.contains("⊖") == false)
  }

  @Test func deletableRowsOfASelectableListCanStillBeSelected() throws {
    struct Inbox: View {
      @State var mail = ["Invoice", "Postcard"]
      @State var chosen: String?
      var body: some View {
        VStack {
          List(selection: $chosen) {
            ForEach(mail, id: \.self) { Text($0) }
              .onDelete { mail.remove(atOffsets: $0) }
          }
          Text("Chosen: \(chosen ?? "none")")
        }
      }
    }
    let host = TestHost(Inbox())
    try host.selectRow("Postcard")
    #expect(host.contains(text: "Chosen: Postcard"))
  }

  @Test func offsetsRemoveAndMoveAsSwiftUIDefinesThem() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [1, 3], toOffset: 5)
    #expect(letters == ["a", "c", "e", "b", "d"])
    letters.move(fromOffsets: [4], toOffset: 0)
    #expect(letters == ["d", "a", "c", "e", "b"])
    letters.move(fromOffsets: [0], toOffset: 2)
    #expect(letters == ["a", "d", "c", "e", "b"])
    letters.remove(atOffsets: [0, 2, 4])
    #expect(letters == ["d", "e"])
  }

  @Test func rowsOfIdentifiableDataInAVStackDeleteByIdentity() throws {
    struct Task: Identifiable {
      let id: Int
      let title: String
    }
    struct Tasks: View {
      @State var tasks = [Task(id: 7, title: "Pack"), Task(id: 3, title: "Drive")]
      var body: some View {
        VStack {
          ForEach(tasks) { Text($0.title) }
            .onDelete { tasks.remove(atOffsets: $0) }
        }
      }
    }
    let host = TestHost(Tasks())
    try host.find(text: "Drive").delete()
    #expect(host.contains(text: "Pack"))
    #expect(!host.contains(text: "Drive"))
    #expect(throws: InspectionError.self, "a view outside the rows") {
      try TestHost(Text("Alone")).find(text: "Alone").delete()
    }
  }
}

extension ListEditingTests {
  struct LockedGroceries: View {
    @State var items = ["Milk", "Eggs", "Bread"]
    var body: some View {
      NavigationStack {
        List {
          ForEach(items, id: \.self) { item in
            Text(item).deleteDisabled(item == "Eggs")
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
          .moveDisabled(true)
        }
        .toolbar { EditButton() }
      }
    }
  }

  @Test func deleteDisabledOnARowKeepsThatRowOnly() throws {
    let host = TestHost(LockedGroceries())
    #expect(throws: InspectionError.self) { try host.find(text: "Eggs").delete() }
    try host.find(text: "Bread").delete()
    #expect(!host.screen.joined().contains("Bread"))
    try host.tap("Edit")
    #expect(host.findAll(control: "Delete").count == 1, "Milk's, not Eggs'")
    #expect(host.findAll(control: "Move down").isEmpty, "moveDisabled on the ForEach")
  }
}
