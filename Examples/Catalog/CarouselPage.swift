import Tessera

/// A row of cards that fade and shrink past the edges as it scrolls (`scrollTransition`),
/// a section that folds away (`Section(isExpanded:)`) and a field in a style of the app's
/// own (`TextFieldStyle`).
struct CarouselPage: View {
  @State private var showsRules = true
  @State private var note = ""

  var body: some View {
    List {
      Section("Scroll the cards sideways") {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 8) {
            ForEach(CatalogPlayers.all) { player in
              VStack(alignment: .leading) {
                Text(player.name).font(.headline)
                Text("\(player.points) points")
              }
              .padding(8)
              .frame(width: 224, alignment: .leading)
              .background(Color.accentColor.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
              .scrollTransition { content, phase in
                content
                  .opacity(phase.isIdentity ? 1 : 0.35)
                  .scaleEffect(phase.isIdentity ? 1 : 0.9)
              }
            }
          }
        }
      }
      Section("House rules", isExpanded: $showsRules) {
        Text("Three games make a season.")
        Text("Ties go to the player with fewer games.")
      }
      Section("Note") {
        TextField("Write a note", text: $note)
          .textFieldStyle(NoteFieldStyle())
      }
    }
    .navigationTitle("Carousel")
  }
}

/// A field with a pencil before it and a frame around it.
private struct NoteFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      Image(systemName: "pencil")
      configuration
    }
    .padding(12)
    .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.secondary, lineWidth: 1))
  }
}
