import Tessera

/// A deck of cards to learn words by, in the style of an iOS 17 teaching app: an
/// `@Observable` deck, a card that flips, and the arrow keys to go through the deck on a
/// keyboard.
@Observable
final class Deck {
  struct Card: Identifiable {
    let id = UUID()
    var word: String
    var meaning: String
  }

  var cards: [Card] = [
    Card(word: "bonjour", meaning: "hello"),
    Card(word: "merci", meaning: "thank you"),
    Card(word: "chat", meaning: "cat"),
  ]
  var index = 0

  var current: Card { cards[index] }

  func next() { index = (index + 1) % cards.count }
  func previous() { index = (index - 1 + cards.count) % cards.count }
}

struct FlashcardsView: View {
  @State private var deck = Deck()
  @State private var showsMeaning = false

  var body: some View {
    VStack(spacing: 16) {
      Text("Card \(deck.index + 1) of \(deck.cards.count)")
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(showsMeaning ? deck.current.meaning : deck.current.word)
        .font(.largeTitle)
      Button(showsMeaning ? "Show word" : "Flip") {
        showsMeaning.toggle()
      }
      .buttonStyle(.borderedProminent)
    }
    .padding()
    .onKeyPress(.rightArrow) {
      deck.next()
      showsMeaning = false
      return .handled
    }
    .onKeyPress(.leftArrow) {
      deck.previous()
      showsMeaning = false
      return .handled
    }
    .onKeyPress(keys: [.space]) { _ in
      showsMeaning.toggle()
      return .handled
    }
  }
}

#Preview {
  FlashcardsView()
}
