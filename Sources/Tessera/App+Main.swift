import Foundation
import TesseraCore
import TesseraTerminal

extension App {
  /// Runs the app full-screen in the terminal: `@main` calls this. It returns only by
  /// exiting the process, with the terminal restored.
  ///
  /// `--backend gtk` (or `TESSERA_BACKEND=gtk`) opens a GTK4 window instead, in a build
  /// made with the `GTK` trait (`swift run --traits GTK …`).
  ///
  /// `--list-previews` prints the names of the previews the app registered (with
  /// `PreviewRegistry.register(_:)`, typically in its `init`), and `--preview NAME` shows
  /// one of them full-screen instead of the app.
  ///
  /// An argument that is a URL (`myapp://item/42`) is handed to the app's `onOpenURL`
  /// actions once its views have appeared.
  ///
  /// The user's documents and application support folders are made if they are
  /// missing, as apps expect them to exist.
  @MainActor
  public static func main() {
    // Before the app's own `init`, which may already read or write its documents.
    URL.makeFoldersAppsExpect()
    let app = Self()
    let arguments = CommandLine.arguments
    let backend = Backend.requested()
    LaunchURLs.pending = LaunchURLs.urls(in: arguments)
    if arguments.contains("--list-previews") {
      for name in PreviewRegistry.names { print(name) }
      exit(0)
    }
    if let flag = arguments.firstIndex(of: "--preview") {
      let name = flag + 1 < arguments.count ? arguments[flag + 1] : ""
      guard let preview = PreviewRegistry.previews(named: name) else {
        let known = PreviewRegistry.names.joined(separator: ", ")
        FileHandle.standardError.write(
          Data("No preview named \"\(name)\". Previews: \(known.isEmpty ? "none" : known)\n".utf8))
        exit(2)
      }
      backend.run(preview)
    }
    backend.run(AppRoot(app: app))
  }
}
