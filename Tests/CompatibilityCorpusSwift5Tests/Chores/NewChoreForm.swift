import Tessera

struct NewChoreForm: View {
  @EnvironmentObject var board: ChoreBoard
  @Environment(\.presentationMode) var presentationMode
  @State private var title = ""
  @State private var everyDays = 7
  @State private var effort = 0.5

  var body: some View {
    NavigationView {
      Form {
        Section(header: Text("Chore")) {
          TextField("Title", text: $title)
          Stepper(value: $everyDays, in: 1...30) {
            Text("Every \(everyDays) days")
          }
        }
        Section(header: Text("Effort"), footer: Text("How tiring it is, from easy to hard.")) {
          Slider(value: $effort, in: 0...1, step: 0.25) {
            Text("Effort")
          } minimumValueLabel: {
            Text("Easy")
          } maximumValueLabel: {
            Text("Hard")
          }
        }
        Button("Add chore") {
          board.add(title: title, everyDays: everyDays)
          presentationMode.wrappedValue.dismiss()
        }
        .buttonStyle(.borderedProminent)
        .disabled(title.isEmpty)
      }
      .navigationBarTitle("New Chore", displayMode: .inline)
    }
  }
}
