import Tessera

struct Postcard: Identifiable, Hashable {
  let id: Int
  var city: String
  var stamps: Int
}

@Observable
final class PostcardBox {
  var cards: [Postcard] = [
    Postcard(id: 1, city: "Lisbon", stamps: 2),
    Postcard(id: 2, city: "Tallinn", stamps: 1),
    Postcard(id: 3, city: "Valparaíso", stamps: 3),
    Postcard(id: 4, city: "Hobart", stamps: 1),
    Postcard(id: 5, city: "Kyoto", stamps: 2),
  ]

  var stampCount: Int { cards.reduce(0) { $0 + $1.stamps } }

  func send(to city: String) {
    let name = city.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    cards.append(Postcard(id: (cards.map(\.id).max() ?? 0) + 1, city: name, stamps: 1))
  }
}
