import Tessera

struct BirdDetail: View {
  @Environment(Logbook.self) private var logbook
  let bird: Bird

  private var index: Int? { logbook.birds.firstIndex { $0.id == bird.id } }

  private var fieldNote: AttributedString {
    let note = "Found in the **\(bird.habitat.title.lowercased())**, *\(bird.latinName)*."
    return (try? AttributedString(markdown: note)) ?? AttributedString(note)
  }

  var body: some View {
    @Bindable var logbook = logbook
    Form {
      Section {
        LabeledContent("Latin name", value: bird.latinName)
        LabeledContent("Habitat", value: bird.habitat.title)
        Text(fieldNote)
      }
      if let index {
        Section("Your log") {
          Stepper(
            "Sightings: \(logbook.birds[index].sightings)",
            value: $logbook.birds[index].sightings, in: 0...999)
          Button {
            logbook.toggleFavourite(bird)
          } label: {
            Label(
              logbook.isFavourite(bird) ? "Remove from favourites" : "Add to favourites",
              systemImage: logbook.isFavourite(bird) ? "star.slash" : "star")
          }
        }
      }
    }
    .navigationTitle(bird.name)
  }
}

#Preview {
  NavigationStack {
    BirdDetail(bird: Logbook().birds[0])
  }
  .environment(Logbook())
}
