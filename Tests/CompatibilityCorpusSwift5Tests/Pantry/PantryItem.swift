import Tessera

struct PantryItem: Identifiable, Hashable {
  var id = UUID()
  var name: String
  var quantity: Int
}
