import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct StandupTests {
  private func store() -> StandupStore {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = StandupStore(fileURL: folder.appending(path: "standups.json"))
    store.standups = [
      Standup(title: "Design", attendees: ["Ana", "Ben", "Cai"]),
      Standup(title: "Release", attendees: ["Dee", "Eli"]),
    ]
    return store
  }

  @Test func attendeesReadAsAListAndTheSwitchIsTinted() throws {
    let host = TestHost(StandupsView(store: store()))
    #expect(host.contains(text: "Ana, Ben, and Cai"))
    #expect(host.contains(text: "Dee and Eli"))
    let toggle = try host.find(control: "Record")
    #expect(toggle.environment(\.switchTint) == .orange)
  }

  @Test func recordedMeetingsAreSavedAndLoadedAgain() throws {
    let store = store()
    let host = TestHost(StandupsView(store: store))
    try host.find(control: "Record").toggle()
    try host.tap("Save")
    let again = StandupStore(fileURL: store.fileURL)
    try again.load()
    #expect(again.standups.map(\.isRecorded) == [true, false])
  }

  @Test func theDefaultFileIsInTheUsersDocuments() {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    #expect(URL.documentsDirectory.path == documents.first?.path)
    #expect(URL.documentsDirectory.hasDirectoryPath)
    #expect(StandupStore().fileURL.deletingLastPathComponent() == URL.documentsDirectory)
  }
}
