import Tessera

struct TeaList: View {
  @Environment(Cupboard.self) private var cupboard
  @AppStorage("steeper.fahrenheit") private var fahrenheit = false

  var body: some View {
    NavigationStack {
      List {
        Section("Teas") {
          ForEach(cupboard.teas) { tea in
            NavigationLink(value: tea.id) {
              HStack {
                Text(tea.name)
                Spacer()
                Text("\(tea.minutes) min · \(temperature(tea.celsius))")
                  .foregroundStyle(.secondary)
              }
            }
          }
        }
        Section("Now") {
          SteepTimer()
        }
        Section("Settings") {
          Toggle("Fahrenheit", isOn: $fahrenheit)
        }
      }
      .navigationTitle("Steeper")
      .navigationDestination(for: Tea.ID.self) { id in
        if let tea = cupboard.teas.first(where: { $0.id == id }) {
          TeaEditor(tea: tea)
        }
      }
    }
  }

  private func temperature(_ celsius: Int) -> String {
    fahrenheit ? "\(celsius * 9 / 5 + 32)°F" : "\(celsius)°C"
  }
}

#Preview {
  TeaList()
    .environment(Cupboard())
}
