import Foundation
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
      let error = await failure(client, server.url("/slow?seconds=5"))
      let elapsed = ContinuousClock.now - started
      guard case .transport(let message) = error else {
        Issue.record("expected a transport error, got \(String(describing: error))")
        return
      }
      #expect(message.contains("0.3 s"))
      // Well before the server would have answered.
      #expect(elapsed < .seconds(4))
      // A generous timeout lets a short wait through.
      let names = try await SheetClient(timeout: .seconds(10))
        .fetchNames(from: server.url("/slow?seconds=0.2"))
      #expect(names.count == 5)
    }
  }

  @Test func aClosedPortIsATransportError() async throws {
    let server = try LoopbackServer.sheet()
    let url = server.url("/rows")
    server.stop()
    guard case .transport = await failure(SheetClient(timeout: .seconds(5)), url) else {
      Issue.record("a refused connection was not a transport error")
      return
    }
  }

  @Test func theDefaultTimeoutIsTenSeconds() {
    #expect(SheetClient().timeout == .seconds(10))
  }
}
