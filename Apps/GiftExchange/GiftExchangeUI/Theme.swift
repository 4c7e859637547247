import Tessera

/// The app's colours: a gold accent on a dark, festive ground.
enum Theme {
  /// The accent: gold.
  static let gold = Color(red: 0.93, green: 0.72, blue: 0.2)
  /// The tab bar and the gift button: Christmas red.
  static let red = Color(red: 0.75, green: 0.1, blue: 0.12)
  /// A friend's card.
  static let card = Color(red: 0.16, green: 0.2, blue: 0.18)
  /// A giftee's card: yellow at 0.7 opacity, as the design asks.
  static let gifteeCard = Color.yellow.opacity(0.7)
}
