import Combine
import Foundation

/// One daily meeting: who came and what was said.
struct Standup: Identifiable, Codable, Equatable {
  var id = UUID()
  var title: String
  var attendees: [String]
  var isRecorded = false
}

/// The meetings, kept in a file in the user's documents unless told otherwise.
final class StandupStore: ObservableObject {
  @Published var standups: [Standup] = []
  let fileURL: URL

  init(fileURL: URL = URL.documentsDirectory.appending(path: "standups.json")) {
    self.fileURL = fileURL
  }

  func load() throws {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
    standups = try JSONDecoder().decode([Standup].self, from: Data(contentsOf: fileURL))
  }

  func save() throws {
    try JSONEncoder().encode(standups).write(to: fileURL, options: .atomic)
  }
}
