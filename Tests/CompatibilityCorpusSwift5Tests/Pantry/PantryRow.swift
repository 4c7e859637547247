import Tessera

struct PantryRow: View {
  let item: PantryItem
  var onRestock: () -> Void

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      Text("\(item.quantity) left")
        .foregroundColor(item.quantity == 0 ? .red : .primary)
      Button("Restock \(item.name)", action: onRestock)
    }
  }
}

#Preview("Pantry row") {
  PantryRow(item: PantryItem(name: "Rice", quantity: 1)) {}
}
