import Tessera

@main
struct BillSplitterApp: App {
  var body: some Scene {
    WindowGroup {
      BillSplitterView()
    }
  }
}
