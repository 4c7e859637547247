import Tessera

/// A settings-style form: sections of controls with their labels at the leading edge.
struct FormScreen: View {
  @State private var nickname = "Trailblazer"
  @State private var reminders = true
  @State private var hikesPerMonth = 4
  @State private var pace = 5.0
  @State private var units = "Kilometres"
  @State private var difficulty = "Moderate"
  @State private var start = "Dawn"
  @State private var terrain = "Forest"
  @State private var season = "Autumn"
  @State private var about = ""
  @State private var trailColor = Color.orange
  @FocusState private var nicknameIsFocused: Bool

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Profile"), footer: Text("Shown to your hiking group.")) {
          TextField("Nickname", text: $nickname)
            .focused($nicknameIsFocused)
          Toggle("Trail reminders", isOn: $reminders)
          // Grows a line at a time as it wraps, up to four, then scrolls.
          TextField("A few words about you", text: $about, axis: .vertical)
            .lineLimit(1...4)
          ColorPicker("Trail colour", selection: $trailColor)
        }
        Section("Goals") {
          Stepper("Hikes a month: \(hikesPerMonth)", value: $hikesPerMonth, in: 1...20)
          Slider(value: $pace, in: 3...8, step: 0.5) {
            Text("Pace")
          } minimumValueLabel: {
            Text("3")
          } maximumValueLabel: {
            Text("8")
          }
          Picker("Units", selection: $units) {
            ForEach(["Kilometres", "Miles"], id: \.self) { Text($0) }
          }
        }
        Section("Summary") {
          LabeledContent("Target pace", value: "\(pace.formatted()) km/h")
          LabeledContent("Reminders", value: reminders ? "On" : "Off")
          LabeledContent("Colour chosen", value: trailColor.description)
          DisclosureGroup("About") {
            Text("Settings are kept for this run only.")
            Link("Trail etiquette", destination: URL(string: "https://example.org/trails")!)
          }
        }
        // Every style of picker the controls offer, beside the segmented one on the
        // Controls tab and the automatic one above.
        Section("Pickers") {
          Picker("Difficulty", selection: $difficulty) {
            ForEach(["Easy", "Moderate", "Hard"], id: \.self) { Text($0) }
          }
          .pickerStyle(.menu)
          Picker("Start", selection: $start) {
            ForEach(["Dawn", "Noon", "Dusk"], id: \.self) { Text($0) }
          }
          .pickerStyle(.wheel)
          Picker("Terrain", selection: $terrain) {
            ForEach(["Forest", "Ridge", "Coast"], id: \.self) { Text($0) }
          }
          .pickerStyle(.inline)
          Picker("Season", selection: $season) {
            ForEach(["Spring", "Summer", "Autumn", "Winter"], id: \.self) { Text($0) }
          }
          .pickerStyle(.navigationLink)
          Text(
            "\(difficulty) hike at \(start.lowercased()), through \(terrain.lowercased()), in \(season.lowercased())"
          )
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        // Over the keyboard: shown while the nickname is being edited; it takes the focus
        // away.
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") { nicknameIsFocused = false }
        }
      }
    }
  }
}

#Preview("Form") {
  FormScreen()
}
