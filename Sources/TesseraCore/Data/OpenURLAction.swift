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

  /// Opens `url` with the desktop's handler, or says why it cannot.
  static func openWithDesktop(_ url: URL) {
    let opener = "/usr/bin/xdg-open"
    guard FileManager.default.isExecutableFile(atPath: opener) else {
      Diagnostics.warnOnce("Cannot open \(url.absoluteString): xdg-open is not installed.")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      Diagnostics.warnOnce("Cannot open \(url.absoluteString): \(error.localizedDescription)")
    }
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
