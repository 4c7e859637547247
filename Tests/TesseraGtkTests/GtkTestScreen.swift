#if GTK
  import Tessera

  /// A small screen of the controls the GTK tests click: a counter button, a toggle, a
  /// text field, a segmented picker, in a tab view with a navigation stack.
  struct GtkTestScreen: View {
    @State private var taps = 0
    @State private var isOn = false
    @State private var name = ""
    @State private var flavor = "Cocoa"

    var body: some View {
      TabView {
        NavigationStack {
          VStack(alignment: .leading) {
            HStack {
              Button("Tap me") { taps += 1 }
              Text("Tapped \(taps) times")
            }
            Toggle("Lights", isOn: $isOn)
            Text(isOn ? "Lights on" : "Lights off")
            TextField("Your name", text: $name)
            Text("Hello, \(name)!")
            Picker("Flavor", selection: $flavor) {
              Text("Vanilla").tag("Vanilla")
              Text("Cocoa").tag("Cocoa")
            }
            .pickerStyle(.segmented)
            Color.orange.frame(height: 40)
            Spacer()
          }
          .padding()
          .navigationTitle("Controls")
        }
        .tabItem { Label("Controls", systemImage: "gear") }
        Text("Second tab")
          .tabItem { Label("More", systemImage: "list.bullet") }
      }
    }
  }
#endif
