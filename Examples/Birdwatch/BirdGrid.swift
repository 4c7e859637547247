import Tessera

struct BirdGrid: View {
  @Environment(Logbook.self) private var logbook
  @State private var query = ""

  private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 12, pinnedViews: [.sectionHeaders]) {
          ForEach(Habitat.allCases) { habitat in
            Section {
              ForEach(logbook.birds(in: habitat, matching: query)) { bird in
                NavigationLink(value: bird) {
                  BirdCard(bird: bird, isFavourite: logbook.isFavourite(bird))
                }
                .buttonStyle(.plain)
              }
            } header: {
              Text(habitat.title)
                .font(.title3.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 4)
                .background(.bar)
            }
          }
        }
        .padding(.horizontal)
      }
      .navigationTitle("Birdwatch")
      .navigationDestination(for: Bird.self) { bird in
        BirdDetail(bird: bird)
      }
      .searchable(text: $query, prompt: "Find a bird")
    }
  }
}

#Preview {
  BirdGrid()
    .environment(Logbook())
}
