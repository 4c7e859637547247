import Foundation

/// One finished stretch of focused work.
struct FocusSession: Identifiable, Codable, Equatable {
  var id = UUID()
  var task: String
  var minutes: Int
}
