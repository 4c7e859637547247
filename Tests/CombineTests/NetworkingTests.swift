import Combine
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct NetworkingTests {
  @Test(.timeLimit(.minutes(1)))
  func dataTaskPublisherDeliversTheBodyAndResponse() async throws {
    let url = try #require(URL(string: "data:text/plain;base64,aGVsbG8="))
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let subscription = URLSession.shared.dataTaskPublisher(for: url)
      .map { String(decoding: $0.data, as: UTF8.self) }
      .sink(
        receiveCompletion: { continuation.yield("\($0)") },
        receiveValue: { continuation.yield($0) })
    var received: [String] = []
    for await event in stream {
      received.append(event)
      if received.count == 2 { break }
    }
    #expect(received == ["hello", "finished"])
    withExtendedLifetime(subscription) {}
  }

  @Test(.timeLimit(.minutes(1)))
  func dataTaskPublisherFailsWithAURLError() async {
    let request = URLRequest(url: URL(fileURLWithPath: "/nonexistent/tessera.json"))
    let (stream, continuation) = AsyncStream<URLError?>.makeStream()
    let subscription = URLSession.shared.dataTaskPublisher(for: request).sink(
      receiveCompletion: { completion in
        if case .failure(let error) = completion { continuation.yield(error) }
        continuation.yield(nil)
      }, receiveValue: { _ in })
    var failure: URLError?
    for await error in stream {
      failure = error
      break
    }
    #expect(failure != nil, "a URL the session cannot load fails with a URLError")
    withExtendedLifetime(subscription) {}
  }
}
