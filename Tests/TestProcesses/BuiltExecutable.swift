import Foundation

/// Where the package's executables are built: next to the test bundle.
package enum BuiltExecutable {
  /// The path of the executable product `name`, or nil when it was not built.
  package static func path(_ name: String) -> String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}
