import Tessera

enum Flavor: String, CaseIterable, Identifiable {
  case vanilla = "Vanilla"
  case cocoa = "Cocoa"
  case mint = "Mint"
  var id: String { rawValue }
}

struct ControlsScreen: View {
  @EnvironmentObject var settings: CatalogSettings
  // Remembered between runs, in $XDG_CONFIG_HOME/Catalog.plist.
  @AppStorage("name") private var name = ""
  @State private var taps = 0
  @State private var flavor = Flavor.cocoa
  @State private var day = Date()
  @State private var progress = 0.3
  @State private var level = 4
  @State private var guests = 2
  @State private var volume = 5.0
  @State private var saves = 0
  @State private var likes = 0
  @State private var autoSave = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("Controls").font(.title).accessibilityAddTraits(.isHeader)
      Divider()
      HStack {
        Button("Tap me") {
          taps += 1
          // Printed lines wait until the app quits, then show in the terminal.
          print("Catalog: tapped \(taps) times")
        }
        Text("Tapped \(taps) times")
      }
      Toggle("Dark mode", isOn: $settings.darkMode)
      TextField("Your name", text: $name)
      Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue).tag(flavor)
        }
      }
      .pickerStyle(.segmented)
      DatePicker("Day", selection: $day, displayedComponents: .date)
      ProgressView(value: progress)
      Button("More progress") { progress = min(progress + 0.1, 1) }
      HStack {
        Text("Level \(level)")
        // The terminal's widget and GTK's: each backend shows its own.
        LevelMeter(level: $level)
          .accessibilityLabel("Level meter")
        #if GTK
          GtkLevelMeter(level: $level)
        #endif
      }
      Stepper("Guests: \(guests)", value: $guests, in: 1...8)
      Slider(value: $volume, in: 0...10, step: 1) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }
      Text("Volume \(Int(volume))")
      HStack {
        Button("Save") {
          saves += 1
          // Nothing else tells a screen reader the save happened.
          AccessibilityNotification.Announcement("Saved").post()
        }
        .buttonStyle(.borderedProminent)
        Button("Reset") { saves = 0 }
          .buttonStyle(.bordered)
        Text(autoSave ? "Saving as you go" : "Saved \(saves)")
        Toggle("Auto-save", isOn: $autoSave)
          .toggleStyle(.checkbox)
        Spacer()
        Text("♥ \(likes)")
          .onTapGesture(count: 2) { likes += 1 }
      }
      Spacer()
    }
    .padding()
  }
}

#Preview("Controls") {
  ControlsScreen()
    .environmentObject(CatalogSettings())
}
