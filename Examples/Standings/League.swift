import Foundation
import Observation

struct Club: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var played: Int
  var won: Int
  var points: Int
  var recent: [Bool]

  var winRate: Double { played == 0 ? 0 : Double(won) / Double(played) }
}

struct Fixture: Identifiable {
  let id: Int
  var home: String
  var away: String
  var score: String
}

@Observable
final class League {
  var clubs: [Club] = [
    Club(
      name: "Harbour Rovers", played: 10, won: 7, points: 22,
      recent: [true, true, false, true, true]),
    Club(
      name: "Mill Lane", played: 10, won: 4, points: 15, recent: [false, true, false, false, true]),
    Club(
      name: "Old Quarry", played: 10, won: 6, points: 19, recent: [true, false, true, true, false]),
  ]

  var fixtures: [Fixture] = (1...40).map { round in
    Fixture(
      id: round, home: "Harbour Rovers", away: "Mill Lane", score: "\(round % 4)-\(round % 3)")
  }
}
