import Foundation
import TesseraCore
import TesseraTerminal

extension App {
  /// Runs the app full-screen in the terminal: `@main` calls this. It returns only by
  /// exiting the process, with the terminal restored.
  @MainActor
  public static func main() {
    TerminalHost(rootView: AppRoot(app: Self())).run()
  }
}
