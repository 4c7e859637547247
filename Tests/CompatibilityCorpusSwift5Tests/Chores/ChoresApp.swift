import Tessera

struct ChoresApp: App {
  @StateObject private var board = ChoreBoard()

  var body: some Scene {
    WindowGroup {
      ChoreList()
        .environmentObject(board)
    }
  }
}
