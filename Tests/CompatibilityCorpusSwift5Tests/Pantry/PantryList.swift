import Tessera

struct PantryList: View {
  @EnvironmentObject var store: PantryStore

  var body: some View {
    NavigationView {
      List {
        Toggle("Show empty", isOn: $store.showsEmpty)
        ForEach(store.visibleItems) { item in
          PantryRow(item: item) {
            store.restock(item)
          }
        }
      }
      .navigationTitle("Pantry")
    }
  }
}

struct PantryList_Previews: PreviewProvider {
  static var previews: some View {
    PantryList()
      .environmentObject(PantryStore())
  }
}
