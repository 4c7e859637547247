import Foundation
import Observation

/// A game of noughts and crosses: nine squares, two players taking turns.
@Observable
final class Board {
  enum Mark: String {
    case nought = "O"
    case cross = "X"
  }

  private(set) var squares: [Mark?] = Array(repeating: nil, count: 9)
  private(set) var turn = Mark.cross
  var style = "Classic"

  /// The mark that has three in a row, if any.
  var winner: Mark? {
    let lines = [
      [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
    ]
    for line in lines {
      if let mark = squares[line[0]], squares[line[1]] == mark, squares[line[2]] == mark {
        return mark
      }
    }
    return nil
  }

  func play(_ index: Int) {
    guard squares[index] == nil, winner == nil else { return }
    squares[index] = turn
    turn = turn == .cross ? .nought : .cross
  }

  func reset() {
    squares = Array(repeating: nil, count: 9)
    turn = .cross
  }
}
