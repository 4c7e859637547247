import Foundation

/// Why the names could not be fetched from the sheet.
public enum SheetError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The request did not complete: no connection, refused, timed out, and so on.
  case transport(String)
  /// The server answered with a status other than 2xx (and other than 429).
  case httpStatus(Int)
  /// The server answered 429: the sheet service's request quota is used up.
  case quotaExceeded
  /// The body is not a JSON array of rows.
  case malformed(String)

  /// Whether this is the quota case, which the UI answers with "Use sample data".
  public var isQuotaExceeded: Bool { self == .quotaExceeded }

  /// A sentence for the error banner.
  public var description: String {
    switch self {
    case .transport(let message): "Couldn't reach the sheet: \(message)"
    case .httpStatus(let code): "The sheet answered with HTTP status \(code)."
    case .quotaExceeded: "Quota exceeded: the sheet service allows no more requests for now."
    case .malformed(let message): "The sheet's answer could not be read: \(message)"
    }
  }
}
