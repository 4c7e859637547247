import EndToEndSupport
import Foundation
import Testing

/// Starts the real Catalog executable in tmux for an end-to-end test, with its settings
/// (`@AppStorage`) in a folder of the test's own, deleted when the test ends.
struct CatalogLauncher {
  /// The settings folder of this test's runs.
  let scratch = ScratchFolder("catalog-config")

  /// Starts the Catalog in a new tmux session, with its settings in `configuration`, by
  /// default the test's folder, and waits for its first screen.
  func launch(
    columns: Int = 80, rows: Int = 24, configuration: String? = nil, environment: String = ""
  ) async throws -> Tmux {
    let tmux = try Tmux(columns: columns, rows: rows)
    try start(
      in: tmux, configuration: configuration ?? freshConfiguration(), environment: environment)
    #expect(try await tmux.waitFor("Tapped 0 times"), "the Catalog starts")
    return tmux
  }

  /// Types the command that starts the Catalog in `tmux`'s shell: `environment` before
  /// it (`NAME=value `), `arguments` after it.
  func start(
    in tmux: Tmux, configuration: String, accessible: Bool = false, environment: String = "",
    arguments: String = ""
  ) throws {
    let mode = (accessible ? "TESSERA_ACCESSIBLE=1 " : "") + environment
    let command = "\(mode)XDG_CONFIG_HOME='\(configuration)' \(BuiltExecutable.path("Catalog")!)"
    try tmux.type(arguments.isEmpty ? command : command + " " + arguments)
    try tmux.send("Enter")
  }

  /// The test's settings folder, made if it is not there yet.
  func freshConfiguration() -> String {
    try? FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    return scratch.path
  }
}
