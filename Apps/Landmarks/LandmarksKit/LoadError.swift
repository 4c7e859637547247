import AppSupport
import Foundation

/// Why a bundled data file could not be loaded. Its description names the file and,
/// for malformed JSON, where in the file the problem is.
public enum LoadError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The file is not in the app's resources.
  case notFound(file: String)
  /// The file exists but could not be read.
  case unreadable(file: String, message: String)
  /// The file is not the JSON expected; `codingPath` says where (e.g. `[3].coordinates`).
  case malformed(file: String, codingPath: String, message: String)

  /// A sentence naming the file and the problem.
  public var description: String {
    switch self {
    case .notFound(let file): "Couldn't find \(file) in the app's resources."
    case .unreadable(let file, let message): "Couldn't read \(file): \(message)"
    case .malformed(let file, let codingPath, let message):
      "Couldn't parse \(file) at \(codingPath.isEmpty ? "the top level" : codingPath): \(message)"
    }
  }

  /// Decodes `T` from the file `name` in `directory`.
  public static func load<T: Decodable>(_ type: T.Type, file name: String, in directory: URL)
    throws(LoadError) -> T
  {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: url.path) else { throw .notFound(file: name) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(file: name, message: error.localizedDescription)
    }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
      throw .malformed(
        file: name, codingPath: error.codingPathDescription, message: Self.message(of: error))
    } catch {
      throw .malformed(file: name, codingPath: "", message: "\(error)")
    }
  }

  private static func message(of error: DecodingError) -> String {
    switch error {
    case .typeMismatch(let type, let context): "expected \(type): \(context.debugDescription)"
    case .valueNotFound(let type, let context): "missing \(type): \(context.debugDescription)"
    case .keyNotFound(let key, _): "missing key \"\(key.stringValue)\""
    case .dataCorrupted(let context): context.debugDescription
    @unknown default: "\(error)"
    }
  }
}
