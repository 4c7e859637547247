import Foundation

/// The compiler's side of a macro plugin's standard input and output: each message is an
/// 8-byte little-endian length followed by that many bytes of JSON.
struct PluginChannel {
  /// The next message, or nil when the compiler has closed the channel.
  func receive() -> [String: Any]? {
    guard let header = read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard length > 0, let body = read(count: Int(length)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// Sends `message` to the compiler.
  func send(_ message: [String: Any]) {
    guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(json.count).littleEndian
    write(withUnsafeBytes(of: &length) { Data($0) } + json)
  }

  /// Exactly `count` bytes of standard input; a pipe may deliver them in pieces.
  private func read(count: Int) -> Data? {
    var buffer = [UInt8](repeating: 0, count: count)
    var received = 0
    while received < count {
      let result = buffer.withUnsafeMutableBytes { bytes in
        Foundation.read(0, bytes.baseAddress! + received, count - received)
      }
      guard result > 0 else { return nil }
      received += result
    }
    return Data(buffer)
  }

  private func write(_ data: Data) {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let result = Foundation.write(1, bytes.baseAddress! + sent, bytes.count - sent)
        guard result > 0 else { return }
        sent += result
      }
    }
  }
}
