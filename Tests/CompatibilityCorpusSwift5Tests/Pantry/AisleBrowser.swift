import Tessera

struct Aisle: Hashable {
  let name: String
  let shelves: [String]
}

struct AisleBrowser: View {
  @State private var path: [Aisle] = []
  let aisles = [
    Aisle(name: "Baking", shelves: ["Flour", "Sugar"]),
    Aisle(name: "Grains", shelves: ["Rice", "Oats"]),
  ]

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(aisles, id: \.self) { aisle in
          NavigationLink(aisle.name, value: aisle)
        }
        Text("Open aisles: \(path.count)")
      }
      .navigationTitle("Aisles")
      .navigationDestination(for: Aisle.self) { aisle in
        VStack {
          ForEach(aisle.shelves, id: \.self) { Text($0) }
          Button("Back to aisles") { path.removeAll() }
        }
        .navigationTitle(aisle.name)
      }
    }
  }
}
