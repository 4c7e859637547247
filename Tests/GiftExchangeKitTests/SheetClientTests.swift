import Foundation
import Glibc
import Testing

@testable import GiftExchangeKit

/// The client against a real HTTP server on 127.0.0.1 (`Fixtures/sheet_server.py`).
@Suite("The sheet client over loopback HTTP")
struct SheetClientTests {
  private func withServer(_ body: (LoopbackServer) async throws -> Void) async throws {
    let server = try LoopbackServer.sheet()
    defer { server.stop() }
    try await body(server)
  }

  private func failure(
    _ client: SheetClient, _ url: URL
  ) async -> SheetError? {
    do {
      _ = try await client.fetchNames(from: url)
      return nil
    } catch {
      return error
    }
  }

  @Test func rowsComeInSheetOrder() async throws {
    try await withServer { server in
      let names = try await SheetClient().fetchNames(from: server.url("/rows"))
      #expect(
        names == ["Alder Finch", "Bryony Vale", "Caspian Reed", "Dagny Storm", "Elowen Marsh"])
    }
  }

  @Test func extraFieldsBlankRowsAndPaddingAreHandled() async throws {
    try await withServer { server in
      let names = try await SheetClient().fetchNames(from: server.url("/messy"))
      #expect(names == ["Fenwick Hale", "Greer Ashby", "Hollis Penn"])
    }
  }

  @Test func aMalformedBodyIsAnError() async throws {
    try await withServer { server in
      let object = await failure(SheetClient(), server.url("/malformed"))
      guard case .malformed(let message) = object else {
        Issue.record("expected malformed, got \(String(describing: object))")
        return
      }
      #expect(message.contains("API ID not found"))
      guard case .malformed = await failure(SheetClient(), server.url("/notjson")) else {
        Issue.record("a body that is not JSON was accepted")
        return
      }
    }
  }

  @Test func status429IsQuotaExceeded() async throws {
    try await withServer { server in
      let error = await failure(SheetClient(), server.url("/quota"))
      #expect(error == .quotaExceeded)
      #expect(error?.isQuotaExceeded == true)
      #expect(error?.description.contains("Quota exceeded") == true)
    }
  }

  @Test func otherStatusesAreHTTPErrors() async throws {
    try await withServer { server in
      #expect(await failure(SheetClient(), server.url("/error")) == .httpStatus(500))
      #expect(await failure(SheetClient(), server.url("/nowhere")) == .httpStatus(404))
      #expect(SheetError.httpStatus(500).isQuotaExceeded == false)
    }
  }

  @Test func aSlowAnswerTimesOut() async throws {
    try await withServer { server in
      let client = SheetClient(timeout: .milliseconds(300))
      let started = ContinuousClock.now
      let error = await failure(client, server.url("/slow?seconds=60"))
      let elapsed = ContinuousClock.now - started
      guard case .transport(let message) = error else {
        Issue.record("expected a transport error, got \(String(describing: error))")
        return
      }
      #expect(message.contains("0.3 s"))
      // Long before the server would have answered (a bound generous enough for a
      // loaded machine: this checks that the timeout ended the wait, not its precision).
      #expect(elapsed < .seconds(30))
      // A generous timeout lets a short wait through.
      let names = try await SheetClient(timeout: .seconds(10))
        .fetchNames(from: server.url("/slow?seconds=0.2"))
      #expect(names.count == 5)
    }
  }

  @Test func aClosedPortIsATransportError() async throws {
    // A port bound but not listening refuses at once, for as long as it is held (a stopped
    // server's port may still answer for a moment while its process exits).
    let closed = try RefusingPort()
    let url = try #require(URL(string: "http://127.0.0.1:\(closed.port)/rows"))
    guard case .transport = await failure(SheetClient(timeout: .seconds(5)), url) else {
      Issue.record("a refused connection was not a transport error")
      return
    }
    withExtendedLifetime(closed) {}
  }

  @Test func theDefaultTimeoutIsTenSeconds() {
    #expect(SheetClient().timeout == .seconds(10))
  }
}

/// A port on 127.0.0.1 that is bound but does not listen: connecting to it is refused for
/// as long as this value lives.
private final class RefusingPort {
  let port: Int
  private let socket: Int32

  struct BindError: Error {}

  init() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.socket = socket
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        Glibc.bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
      }
    }
    guard socket >= 0, bound else {
      Glibc.close(socket)
      throw BindError()
    }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { Glibc.close(socket) }
}
