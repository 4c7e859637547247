import Foundation

/// Reads the body of a SheetDB-style response: a JSON array of rows whose values are
/// strings (`timestamp`, `name`, `email`, perhaps more). Only `name` is used.
public enum SheetDecoding {
  /// The names in sheet order, trimmed. Extra fields are ignored; a row whose name is
  /// missing, blank or not a string is skipped, so one bad row cannot spoil the rest. A
  /// body that is not a JSON array throws `SheetError.malformed`.
  public static func names(from data: Data) throws(SheetError) -> [String] {
    let rows: [Row]
    do {
      rows = try JSONDecoder().decode([Row].self, from: data)
    } catch {
      throw .malformed(reason(data: data))
    }
    return rows.compactMap { row in
      guard let name = row.name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty
      else { return nil }
      return name
    }
  }

  /// The names in a file in the sheet's format, such as the bundled sample.
  public static func names(inFile url: URL) throws(SheetError) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .malformed("couldn't read \(url.lastPathComponent): \(error.localizedDescription)")
    }
    return try names(from: data)
  }

  /// One row, read leniently: anything that is not an object with a string `name` has no
  /// name.
  private struct Row: Decodable {
    let name: String?

    private enum CodingKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      let container = try? decoder.container(keyedBy: CodingKeys.self)
      name = try? container?.decodeIfPresent(String.self, forKey: .name)
    }
  }

  private static func reason(data: Data) -> String {
    if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return "the body is empty" }
    guard let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return "the body is not JSON" }
    if let object = value as? [String: Any] {
      // SheetDB answers some failures with {"error": "..."}.
      if let message = object["error"] as? String {
        return "expected a list of rows, found an error object: \(message)"
      }
      return "expected a list of rows, found an object"
    }
    switch value {
    case is String: return "expected a list of rows, found a string"
    case is NSNull: return "expected a list of rows, found null"
    case is NSNumber: return "expected a list of rows, found a number"
    default: return "expected a list of rows"
    }
  }
}
