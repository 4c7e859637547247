import Foundation

/// A file, a folder of files or a symbolic link, in memory: what a document reads from
/// and writes to disk. Foundation on Apple platforms has this type; Foundation on Linux
/// does not, so Tessera provides it.
public final class FileWrapper {
  /// How a wrapper reads a file.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Makes an options value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Reads every file at once (Tessera always does).
    public static let immediate = ReadingOptions(rawValue: 1)
    /// Reads without memory-mapping the file (Tessera never maps it).
    public static let withoutMapping = ReadingOptions(rawValue: 2)
  }

  /// How a wrapper writes a file.
  public struct WritingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Makes an options value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Writes to a temporary file first, then moves it into place.
    public static let atomic = WritingOptions(rawValue: 1)
    /// Updates the wrappers' file names to those written.
    public static let withNameUpdating = WritingOptions(rawValue: 2)
  }

  private enum Content {
    case file(Data)
    case folder([String: FileWrapper])
    case link(URL)
  }

  private var content: Content
  /// The name of the file on disk, once read or written.
  public var filename: String?
  /// The name the wrapper would like in a folder.
  public var preferredFilename: String?
  /// The file's attributes, as `FileManager` gives them.
  public var fileAttributes: [String: Any] = [:]

  /// A regular file holding `contents`.
  public init(regularFileWithContents contents: Data) { content = .file(contents) }

  /// A folder of the wrappers `childrenByPreferredName`, named by their keys.
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
      child.preferredFilename = name
    }
    content = .folder(childrenByPreferredName)
  }

  /// A symbolic link to `url`.
  public init(symbolicLinkWithDestinationURL url: URL) { content = .link(url) }

  /// The file, folder or link at `url`, read from disk.
  public init(url: URL, options: ReadingOptions = []) throws {
    let manager = FileManager.default
    let attributes = try manager.attributesOfItem(atPath: url.path)
    switch attributes[.type] as? FileAttributeType {
    case .typeSymbolicLink?:
      let destination = try manager.destinationOfSymbolicLink(atPath: url.path)
      content = .link(URL(fileURLWithPath: destination))
    case .typeDirectory?:
      var children: [String: FileWrapper] = [:]
      for name in try manager.contentsOfDirectory(atPath: url.path) {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      content = .folder(children)
    default:
      content = .file(try Data(contentsOf: url))
    }
    filename = url.lastPathComponent
    preferredFilename = url.lastPathComponent
    fileAttributes = Dictionary(
      uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
  }

  /// Whether it is a regular file.
  public var isRegularFile: Bool {
    if case .file = content { return true }
    return false
  }

  /// Whether it is a folder.
  public var isDirectory: Bool {
    if case .folder = content { return true }
    return false
  }

  /// Whether it is a symbolic link.
  public var isSymbolicLink: Bool {
    if case .link = content { return true }
    return false
  }

  /// A regular file's contents; nil for a folder or a link.
  public var regularFileContents: Data? {
    if case .file(let data) = content { return data }
    return nil
  }

  /// A folder's wrappers by name; nil for a file or a link.
  public var fileWrappers: [String: FileWrapper]? {
    if case .folder(let children) = content { return children }
    return nil
  }

  /// Where a link points; nil for a file or a folder.
  public var symbolicLinkDestinationURL: URL? {
    if case .link(let url) = content { return url }
    return nil
  }

  /// Adds `child` to this folder under its preferred name (made unique); the name used.
  @discardableResult
  public func addFileWrapper(_ child: FileWrapper) -> String {
    guard case .folder(var children) = content else {
      preconditionFailure("addFileWrapper: the wrapper is not a folder")
    }
    let wanted = child.preferredFilename ?? child.filename ?? "Untitled"
    var name = wanted
    var number = 2
    while children[name] != nil {
      name = "\(number) \(wanted)"
      number += 1
    }
    children[name] = child
    content = .folder(children)
    return name
  }

  /// Adds a regular file of `data` to this folder; the name used.
  @discardableResult
  public func addRegularFile(withContents data: Data, preferredFilename fileName: String)
    -> String
  {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Takes `child` out of this folder.
  public func removeFileWrapper(_ child: FileWrapper) {
    guard case .folder(var children) = content else { return }
    children = children.filter { $0.value !== child }
    content = .folder(children)
  }

  /// Writes the wrapper to `url`: a file's data, a folder and all it holds, or a link.
  /// With `.atomic`, what is at `url` is replaced only once all of it is written.
  public func write(
    to url: URL, options: WritingOptions = [], originalContentsURL: URL? = nil
  ) throws {
    let manager = FileManager.default
    guard options.contains(.atomic) else {
      try writeContent(to: url)
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
      return
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
    do {
      try writeContent(to: temporary)
      if manager.fileExists(atPath: url.path), isDirectory {
        _ = try manager.replaceItemAt(url, withItemAt: temporary)
      } else {
        // rename(2) replaces a file in one step.
        guard rename(temporary.path, url.path) == 0 else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
    if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
  }

  private func writeContent(to url: URL) throws {
    let manager = FileManager.default
    switch content {
    case .file(let data):
      try data.write(to: url)
    case .link(let destination):
      try manager.createSymbolicLink(at: url, withDestinationURL: destination)
    case .folder(let children):
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children {
        try child.write(to: url.appendingPathComponent(name), options: [])
      }
    }
  }
}
