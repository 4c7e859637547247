import Foundation

struct Book: Identifiable, Codable, Equatable {
  var id = UUID()
  var title: String
  var author: String
  var isRead = false
}
