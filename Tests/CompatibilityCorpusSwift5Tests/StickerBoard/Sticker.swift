import Foundation

// Written by us in the style of a gestures tutorial: a board of stickers the user drags
// around, likes with a double tap and peels off with a long press.
struct Sticker: Identifiable, Equatable {
  let id = UUID()
  var emoji: String
  var position: CGSize
  var likes = 0
}
