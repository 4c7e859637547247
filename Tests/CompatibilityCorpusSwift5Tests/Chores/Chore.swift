import Foundation

struct Chore: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var everyDays: Int
  var isDone = false
}
