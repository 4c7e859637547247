import Tessera

/// A shopping list the user edits: delete and reorder rows in edit mode, add an item,
/// and double-tap a row to mark it.
struct ListScreen: View {
  @State private var items = ["Trail mix", "Water bottle", "Rain jacket", "Map", "Headlamp"]
  @State private var packed: Set<String> = []
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      List {
        Section("To pack") {
          ForEach(items, id: \.self) { item in
            HStack {
              Text(item)
              Spacer()
              Text(packed.contains(item) ? "packed" : "")
                .foregroundColor(.secondary)
            }
            .onTapGesture(count: 2) { togglePacked(item) }
            .contextMenu {
              Button(packed.contains(item) ? "Unpack" : "Mark packed") { togglePacked(item) }
              Button("Remove", role: .destructive) { items.removeAll { $0 == item } }
            }
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        Section("Add") {
          TextField("New item", text: $draft)
          Button("Add item", systemImage: "plus") { add() }
            .disabled(draft.isEmpty)
        }
      }
      .navigationTitle("Packing")
      .toolbar { EditButton() }
    }
  }

  private func togglePacked(_ item: String) {
    if packed.contains(item) { packed.remove(item) } else { packed.insert(item) }
  }

  private func add() {
    items.append(draft)
    draft = ""
  }
}

#Preview("Packing list") {
  ListScreen()
}
