import Tessera

struct SettingsSheet: View {
  @EnvironmentObject var clock: FocusClock
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Task", text: $clock.task)
        Stepper("\(clock.minutes) minutes", value: $clock.minutes, in: 5...90, step: 5)
      }
      .navigationTitle("Settings")
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
  }
}
