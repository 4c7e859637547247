import Tessera

struct PantrySearchView: View {
  @StateObject private var search = PantrySearch(names: ["Oats", "Lentils", "Olive oil"])

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Search", text: $search.query)
      ForEach(search.matches, id: \.self) { name in
        Text(name)
      }
    }
  }
}

struct PantrySearchView_Previews: PreviewProvider {
  static var previews: some View {
    PantrySearchView()
  }
}
