import Foundation

// An @Observable model that imports only Foundation, as Apple's Foundation allows.
@Observable
final class ReadingGoal {
  var pagesPerDay = 20

  var pagesPerWeek: Int { pagesPerDay * 7 }
}
