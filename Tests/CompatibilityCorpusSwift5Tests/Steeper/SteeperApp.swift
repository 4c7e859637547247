import Tessera

struct SteeperApp: App {
  @State private var cupboard = Cupboard()

  var body: some Scene {
    WindowGroup {
      TeaList()
        .environment(cupboard)
    }
  }
}

#Preview("Steeper") {
  TeaList()
    .environment(Cupboard())
}
