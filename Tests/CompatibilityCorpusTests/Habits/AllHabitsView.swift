import Tessera

struct AllHabitsView: View {
  @Environment(HabitStore.self) private var store
  @State private var query = ""
  @State private var newName = ""
  @FocusState private var isAdding: Bool

  private var shown: [Habit] {
    query.isEmpty ? store.habits : store.habits.filter { $0.name.hasPrefix(query) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section("Habits") {
          ForEach(shown) { habit in
            Text(habit.name)
              .badge(habit.streak)
              .onTapGesture { location in
                _ = location
                store.checkIn(habit)
              }
          }
        }
        Section("New") {
          TextField("New habit", text: $newName)
            .focused($isAdding)
            .onSubmit {
              store.add(newName)
              newName = ""
            }
        }
      }
      .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
      .searchSuggestions {
        ForEach(store.habits) { habit in
          Label(habit.name, systemImage: habit.symbol)
            .searchCompletion(habit.name)
        }
      }
      .scrollContentBackground(.hidden)
      .scrollDismissesKeyboard(.interactively)
      .navigationTitle("All habits")
    }
    .defaultFocus($isAdding, true)
  }
}

#Preview {
  AllHabitsView().environment(HabitStore())
}
