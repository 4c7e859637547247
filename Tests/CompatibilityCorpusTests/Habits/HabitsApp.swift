import Tessera

struct HabitsRoot: View {
  @State private var store = HabitStore()
  @State private var tab = HabitTab.today

  var body: some View {
    if store.hasSeenWelcome {
      TabView(selection: $tab) {
        Tab("Today", systemImage: "sun.max", value: HabitTab.today) {
          TodayView()
        }
        Tab("All", systemImage: "list.bullet", value: HabitTab.all) {
          AllHabitsView()
        }
        .badge(store.habits.count)
      }
      .environment(store)
    } else {
      WelcomePager()
        .environment(store)
    }
  }
}

struct WelcomePager: View {
  @Environment(HabitStore.self) private var store
  @State private var page = 0

  var body: some View {
    TabView(selection: $page) {
      Text("Small steps every day").tag(0)
      Text("Keep your streaks going").tag(1)
      VStack {
        Text("Ready?")
        Button("Start") { store.hasSeenWelcome = true }
          .buttonStyle(.borderedProminent)
          .buttonBorderShape(.capsule)
          .controlSize(.large)
      }
      .tag(2)
    }
    .tabViewStyle(.page)
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

#Preview("Welcome") {
  WelcomePager().environment(HabitStore())
}
