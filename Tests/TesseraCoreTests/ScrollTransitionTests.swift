import Foundation
import Tessera
import TesseraTesting
import Testing

/// `scrollTransition` draws each view with the effects of where it is in its scroll
/// view, and `visualEffect` with effects worked out from its geometry.
@MainActor
@Suite struct ScrollTransitionTests {
  /// A row of ten cards 160 points wide in a window 400 wide: two and a half show.
  private struct Carousel: View {
    let configuration: ScrollTransitionConfiguration
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Text("Card \(index)")
              .frame(width: 160, height: 32)
              .scrollTransition(configuration) { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0.2)
              }
          }
        }
      }
    }
  }

  private func opacity(of card: Int, in host: TestHost) throws -> Double {
    try #require(host.drawnOpacity(of: host.find(text: "Card \(card)")))
  }

  @Test func cardsFadeAsTheyCrossTheEdge() throws {
    let host = TestHost(Carousel(configuration: .interactive), size: CGSize(width: 400, height: 64))
    host.update()
    #expect(try opacity(of: 0, in: host) == 1, "fully shown")
    #expect(try opacity(of: 1, in: host) == 1)
    let half = try opacity(of: 2, in: host)
    #expect(abs(half - 0.6) < 0.01, "half past the trailing edge: half way: \(half)")
    let scroll = try #require(host.findAll(kind: "ScrollView").first)
    scroll.scroll(to: CGPoint(x: 80, y: 0))
    host.update()
    #expect(abs(try opacity(of: 0, in: host) - 0.6) < 0.01, "half past the leading edge")
    #expect(try opacity(of: 2, in: host) == 1, "now fully shown")
  }

  @Test func anAnimatedTransitionSnapsToThePhaseOfTheEdge() throws {
    let host = TestHost(Carousel(configuration: .animated), size: CGSize(width: 400, height: 64))
    host.update()
    #expect(try opacity(of: 1, in: host) == 1)
    #expect(try opacity(of: 2, in: host) == 0.2, "not fully shown: the edge's effect")
  }

  @Test func eachEdgeFollowsItsOwnConfiguration() throws {
    struct OneSided: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in
              Text("Card \(index)")
                .frame(width: 160, height: 32)
                .scrollTransition(topLeading: .identity, bottomTrailing: .interactive) {
                  content, phase in
                  content.opacity(phase.isIdentity ? 1 : 0.2)
                }
            }
          }
        }
      }
    }
    let host = TestHost(OneSided(), size: CGSize(width: 400, height: 64))
    host.update()
    #expect(abs(try opacity(of: 2, in: host) - 0.6) < 0.01, "the trailing edge fades")
    try #require(host.findAll(kind: "ScrollView").first).scroll(to: CGPoint(x: 80, y: 0))
    host.update()
    #expect(try opacity(of: 0, in: host) == 1, "the leading edge draws no effect")
  }

  @Test func aVisualEffectFollowsTheViewsGeometry() throws {
    struct Parallax: View {
      var body: some View {
        VStack(spacing: 0) {
          Color.clear.frame(height: 64)
          Text("Title")
            .visualEffect { content, proxy in
              content.offset(x: proxy.frame(in: .global).minY / 2)
            }
          Spacer()
        }
      }
    }
    let host = TestHost(Parallax())
    host.update()
    let title = try host.find(text: "Title")
    let drawn = try #require(host.drawnFrame(of: title))
    let plain = TestHost(
      VStack(spacing: 0) {
        Color.clear.frame(height: 64)
        Text("Title")
        Spacer()
      })
    let unmoved = try #require(plain.drawnFrame(of: plain.find(text: "Title")))
    #expect(drawn.minX == unmoved.minX + 32, "moved by half its distance from the top")
  }
}
