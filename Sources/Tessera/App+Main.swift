import Foundation
import TesseraCore

extension App {
  /// Runs the app: `@main` calls this.
  ///
  /// Until the terminal backend lands, this renders the first window once, headlessly,
  /// and prints its element tree to standard output.
  @MainActor
  public static func main() {
    let app = Self()
    let graph = ViewGraph(rootView: WindowRoot(app.body.resolvedRootView))
    print(ElementTree.snapshot(of: graph.root))
  }
}
