import Foundation

/// A fresh, empty directory under the system's temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("LandmarksKitTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The names of the files in `directory`, sorted.
func fileNames(in directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The contents of a file as text.
func text(at url: URL) throws -> String {
  try String(decoding: Data(contentsOf: url), as: UTF8.self)
}
