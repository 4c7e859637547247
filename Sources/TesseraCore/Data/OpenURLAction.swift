import Foundation

/// Opens a URL: what a `Link` does, and what `@Environment(\.openURL)` gives a view to
/// call. By default it hands the URL to the desktop (`xdg-open`); set your own with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction: Sendable {
  /// What the handler did with a URL.
  public struct Result: Sendable, Equatable {
    let name: String
    /// The handler opened it.
    public static let handled = Result(name: "handled")
    /// The handler would not open it.
    public static let discarded = Result(name: "discarded")
    /// The handler leaves it to the system's action.
    public static let systemAction = Result(name: "systemAction")
    /// The handler leaves `url` (another URL) to the system's action.
    public static func systemAction(_ url: URL) -> Result {
      Result(name: "systemAction \(url.absoluteString)")
    }
  }

  private let handler: @MainActor (URL) -> Result

  /// An action that runs `handler` for each URL, on the main actor (where it may change
  /// the view's state, as SwiftUI's handlers do).
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    let result = handler(url)
    guard result.name.hasPrefix("systemAction") else { return }
    let target =
      result.name == "systemAction" ? url : URL(string: String(result.name.dropFirst(13)))
    Self.openWithDesktop(target ?? url)
  }

  /// Opens `url` with the desktop's handler (`xdg-open`, found on the `PATH`), or says
  /// why it cannot: no opener, or one that failed (as it does with no desktop, over ssh).
  static func openWithDesktop(
    _ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    guard let opener = desktopOpener(in: environment) else {
      Diagnostics.warnOnce(
        "Cannot open \(url.absoluteString): xdg-open is not on the PATH (install xdg-utils, "
          + "or give the view an openURL action of the app's own).")
      return
    }
    let process = Process()
    process.executableURL = opener
    process.arguments = [url.absoluteString]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let address = url.absoluteString
    process.terminationHandler = { process in
      guard process.terminationStatus != 0 else { return }
      Diagnostics.warnOnce(
        "Cannot open \(address): xdg-open failed (status \(process.terminationStatus); is "
          + "there a desktop or a browser?).")
    }
    do {
      try process.run()
    } catch {
      Diagnostics.warnOnce("Cannot open \(url.absoluteString): \(error.localizedDescription)")
    }
  }

  /// The `xdg-open` on the `PATH` of `environment`, if any.
  static func desktopOpener(in environment: [String: String]) -> URL? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// Opens a URL, as a `Link` does.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
