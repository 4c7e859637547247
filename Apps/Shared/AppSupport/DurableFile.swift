import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes that survive a crash or a power cut: the bytes reach the disk before the call
/// returns (`fsync`), and a rename is made durable by syncing its directory.
enum DurableFile {
  /// Creates the file `url` (which must not exist) with `data`, and syncs it to disk.
  static func create(_ url: URL, containing data: Data) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw posixError(url) }
    defer { close(descriptor) }
    try data.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          throw posixError(url)
        }
        written += result
      }
    }
    guard fsync(descriptor) == 0 else { throw posixError(url) }
  }

  /// Renames `source` over `destination` in one step, then syncs their directory so the
  /// new name is on disk.
  static func replace(_ destination: URL, with source: URL) throws {
    guard rename(source.path, destination.path) == 0 else { throw posixError(destination) }
    let directory = open(destination.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
    guard directory >= 0 else { return }
    // The file is already in place; a directory that cannot be synced is no reason to fail.
    _ = fsync(directory)
    close(directory)
  }

  /// The error `errno` describes, for `url`.
  private static func posixError(_ url: URL) -> Error {
    let code = POSIXErrorCode(rawValue: errno) ?? .EIO
    return CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(code),
        NSLocalizedDescriptionKey:
          "\(url.lastPathComponent): \(String(cString: strerror(code.rawValue)))",
      ])
  }
}
