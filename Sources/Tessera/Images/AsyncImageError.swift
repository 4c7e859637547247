import Foundation

/// Why `AsyncImage` could not show an image: what its `.failure` phase carries.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible {
  /// The URL is nil, or not an `http`, `https` or `file` URL with a host or path.
  case invalidURL(String)
  /// The server answered with a status outside 200–299.
  case httpStatus(Int, url: URL)
  /// The bytes are not an image Tessera can decode (PNG or JPEG).
  case notAnImage(url: URL)
  /// The request failed before a response arrived (no connection, missing file, …).
  case transport(url: URL, message: String)

  /// The failure in words.
  public var description: String {
    switch self {
    case .invalidURL(let text): "\"\(text)\" is not a URL an image can be loaded from."
    case .httpStatus(let status, let url): "\(url.absoluteString) answered with status \(status)."
    case .notAnImage(let url): "\(url.absoluteString) is not a PNG or JPEG image."
    case .transport(let url, let message): "\(url.absoluteString) could not be loaded: \(message)"
    }
  }
}
