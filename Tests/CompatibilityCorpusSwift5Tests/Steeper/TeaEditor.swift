import Tessera

struct TeaEditor: View {
  @Bindable var tea: Tea
  @Environment(Cupboard.self) private var cupboard
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Name", text: $tea.name)
      Stepper("Steep for \(tea.minutes) min", value: $tea.minutes, in: 1...10)
      Stepper("Water at \(tea.celsius)°C", value: $tea.celsius, in: 60...100, step: 5)
      Button("Steep now") {
        cupboard.steep(tea)
        dismiss()
      }
    }
    .navigationTitle(tea.name)
  }
}

#Preview {
  NavigationStack {
    TeaEditor(tea: Tea(name: "Oolong", minutes: 3, celsius: 90))
  }
  .environment(Cupboard())
}
