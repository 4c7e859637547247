import Foundation

extension DecodingError {
  /// Where in the document decoding stopped, such as `[3].coordinates.latitude`; empty at
  /// the top level. A missing key is part of the path.
  public var codingPathDescription: String {
    switch self {
    case .keyNotFound(let key, let context): Self.render(context.codingPath + [key])
    default: Self.render(context?.codingPath ?? [])
    }
  }

  /// What was wrong, in a few words that fit a status line: `not valid JSON`,
  /// `missing key "name" at [5]`, `expected Double at [3].coordinates.latitude`; a value
  /// rejected by a type's own decoder adds the reason it gave.
  public var summary: String {
    let path = Self.render(context?.codingPath ?? [])
    let place = path.isEmpty ? "" : " at \(path)"
    switch self {
    case .typeMismatch(let type, _): return "expected \(type)\(place)"
    case .valueNotFound(let type, _): return "missing \(type)\(place)"
    case .keyNotFound(let key, _): return "missing key \"\(key.stringValue)\"\(place)"
    case .dataCorrupted(let context):
      return path.isEmpty ? "not valid JSON" : "invalid value\(place): \(context.debugDescription)"
    @unknown default: return "unexpected content\(place)"
    }
  }

  private var context: Context? {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      context
    @unknown default: nil
    }
  }

  private static func render(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
