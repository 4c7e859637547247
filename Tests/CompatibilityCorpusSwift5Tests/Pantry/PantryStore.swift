import Combine
import Tessera

final class PantryStore: ObservableObject {
  @Published var items: [PantryItem] = [
    PantryItem(name: "Oats", quantity: 2),
    PantryItem(name: "Lentils", quantity: 0),
  ]
  @Published var showsEmpty = true

  var visibleItems: [PantryItem] {
    showsEmpty ? items : items.filter { $0.quantity > 0 }
  }

  func restock(_ item: PantryItem) {
    guard let index = items.firstIndex(of: item) else { return }
    items[index].quantity += 1
  }
}
