import AppSupport
import Foundation

/// Where the sheet is: `GIFT_EXCHANGE_SHEET_URL` if set, else `sheetURL` in
/// `$XDG_CONFIG_HOME/gift-exchange/config.json` (default `~/.config`), else nowhere, and
/// the app uses its bundled sample.
public struct SheetConfiguration: Equatable, Sendable {
  /// The environment variable that names the sheet's URL.
  public static let environmentVariable = "GIFT_EXCHANGE_SHEET_URL"

  /// Where the URL came from.
  public enum Origin: Equatable, Sendable {
    /// The environment variable.
    case environment
    /// The config file at this path.
    case configFile(String)
    /// Nowhere: use the bundled sample.
    case none
  }

  /// The sheet's URL, or nil for the bundled sample.
  public var url: URL?
  /// Where `url` came from.
  public var origin: Origin
  /// A problem met on the way (an invalid URL, an unreadable config file), if any; the
  /// next source was tried instead.
  public var warning: String?

  /// A configuration with these values.
  public init(url: URL?, origin: Origin, warning: String? = nil) {
    self.url = url
    self.origin = origin
    self.warning = warning
  }

  /// The config file's path for `environment`.
  public static func configFile(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    XDGDirectory.config.url(for: "gift-exchange", environment: environment)
      .appendingPathComponent("config.json")
  }

  /// Resolves the configuration from `environment` and the config file it points at.
  public static func resolve(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SheetConfiguration {
    var warnings: [String] = []
    if let value = environment[environmentVariable], !value.isEmpty {
      if let url = httpURL(value) { return SheetConfiguration(url: url, origin: .environment) }
      warnings.append("\(environmentVariable) is not an http(s) URL: \(value)")
    }
    let file = configFile(environment: environment)
    if let data = FileManager.default.contents(atPath: file.path) {
      do {
        let config = try JSONDecoder().decode(ConfigFile.self, from: data)
        if let value = config.sheetURL {
          if let url = httpURL(value) {
            return SheetConfiguration(
              url: url, origin: .configFile(file.path),
              warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "))
          }
          warnings.append("sheetURL in \(file.path) is not an http(s) URL: \(value)")
        }
      } catch {
        warnings.append("\(file.path) could not be read: \(error)")
      }
    }
    return SheetConfiguration(
      url: nil, origin: .none, warning: warnings.isEmpty ? nil : warnings.joined(separator: "; "))
  }

  private struct ConfigFile: Decodable {
    var sheetURL: String?
  }

  private static func httpURL(_ text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }
}
