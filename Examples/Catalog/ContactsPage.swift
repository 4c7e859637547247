import Tessera

/// A plain list of people in sections by letter: each letter's header stays at the top
/// while its names scroll under it.
struct ContactsPage: View {
  private static let people: [(letter: String, names: [String])] = [
    ("A", ["Abebe", "Ada", "Aiko", "Alinta", "Amara", "Anders", "Anouk", "Arjun"]),
    ("B", ["Beatriz", "Bello", "Bjørn", "Bongani", "Bruna", "Bui"]),
    ("C", ["Camille", "Chidi", "Chloé", "Ciarán", "Cosmin", "Cyrus"]),
    ("D", ["Dalia", "Dawit", "Delphine", "Dmitri", "Duc"]),
    ("E", ["Efua", "Eitan", "Elif", "Emeka", "Esme"]),
  ]

  var body: some View {
    List {
      ForEach(Self.people, id: \.letter) { group in
        Section(group.letter) {
          ForEach(group.names, id: \.self) { Text($0) }
        }
      }
    }
    .listStyle(.plain)
    .navigationTitle("Contacts")
  }
}
