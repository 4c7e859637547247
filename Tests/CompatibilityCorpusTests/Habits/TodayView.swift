import Tessera

/// The symbol after the title, as a trailing badge.
struct TrailingSymbolLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.title
      configuration.icon
    }
  }
}

/// A card: the label as a heading over the content, in a rounded backdrop.
struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label
        .font(.headline)
      configuration.content
    }
    .padding(8)
    .background(in: .rect(cornerRadius: 8))
  }
}

/// The widest name among the rows, so the streaks line up.
struct NameWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct TodayView: View {
  @Environment(HabitStore.self) private var store
  @State private var nameWidth: CGFloat = 0
  @ScaledMetric private var symbolSize: CGFloat = 16

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ForEach(store.habits) { habit in
          GroupBox {
            HStack {
              Text(habit.name)
                .background(
                  GeometryReader { proxy in
                    Color.clear.preference(key: NameWidthKey.self, value: proxy.size.width)
                  }
                )
                .frame(width: nameWidth > 0 ? nameWidth : nil, alignment: .leading)
              Text("\(habit.streak) days")
              Spacer()
              Button("Done", systemImage: "checkmark") { store.checkIn(habit) }
                .labelStyle(.iconOnly)
                .frame(width: symbolSize * 2)
            }
          } label: {
            Label(habit.name, systemImage: habit.symbol)
          }
        }
      }
      .onPreferenceChange(NameWidthKey.self) { nameWidth = $0 }
      .labelStyle(TrailingSymbolLabelStyle())
      .groupBoxStyle(CardGroupBoxStyle())
      .navigationTitle("Today")
    }
  }
}
