import Tessera

struct BillSplitterApp: App {
  var body: some Scene {
    WindowGroup {
      BillSplitterView()
    }
  }
}
