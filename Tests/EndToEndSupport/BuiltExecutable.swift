import Foundation

/// Where the package's executables are built: next to the test bundle.
public enum BuiltExecutable {
  /// The path of the executable `name` built beside the test bundle, if it was built.
  public static func path(_ name: String) -> String? {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }
}
