import Foundation
import Tessera
import TesseraTesting
import Testing

/// A user's `GeometryEffect` moves where its view is drawn, given the view's size, and
/// animates through its `animatableData`, as the shake and flip effects of animation
/// tutorials expect.
@MainActor
@Suite struct GeometryEffectTests {
  /// Moves the view right by `distance` points.
  private struct Nudge: GeometryEffect {
    var distance: CGFloat
    var animatableData: CGFloat {
      get { distance }
      set { distance = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: distance, y: 0))
    }
  }

  /// Moves the view down by its own height.
  private struct DropByOwnHeight: GeometryEffect {
    var animatableData: Double {
      get { 0 }
      set { _ = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: 0, y: size.height))
    }
  }

  private struct Nudged: View {
    @State private var distance: CGFloat = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Nudge") { withAnimation(.linear(duration: 1)) { distance = 80 } }
        Text("Moving").modifier(Nudge(distance: distance))
        Text("Still")
        Spacer()
      }
    }
  }

  @Test func anEffectMovesWhereTheViewIsDrawnNotItsLayout() throws {
    let host = TestHost(Nudged())
    let before = try #require(host.drawnFrame(of: host.find(text: "Moving")))
    let still = try host.find(text: "Still").frame
    try host.tap("Nudge")
    let after = try #require(host.drawnFrame(of: host.find(text: "Moving")))
    #expect(after.minX == before.minX + 80 && after.minY == before.minY)
    #expect(try host.find(text: "Still").frame == still, "the layout is unchanged")
  }

  @Test func anEffectIsGivenTheViewsSize() async throws {
    func drawnTop(dropped: Bool) async throws -> CGFloat {
      let host = TestHost(
        VStack(spacing: 0) {
          if dropped {
            Text("Dropped").frame(height: 48).modifier(DropByOwnHeight())
          } else {
            Text("Dropped").frame(height: 48)
          }
          Spacer()
        })
      await host.settle()
      return try #require(host.drawnFrame(of: host.find(text: "Dropped"))).minY
    }
    let top = try await drawnTop(dropped: false)
    #expect(try await drawnTop(dropped: true) == top + 48, "moved down by the 48 points it is tall")
  }

  @Test func anAnimatedEffectIsDrawnPartOfTheWay() throws {
    let host = TestHost(Nudged())
    host.animationMode = .onTheClock
    let start = try #require(host.drawnFrame(of: host.find(text: "Moving"))).minX
    try host.tap("Nudge")
    host.advance(by: .milliseconds(250))
    let quarter = try #require(host.drawnFrame(of: host.find(text: "Moving"))).minX
    #expect(abs(quarter - (start + 20)) < 0.5, "a quarter of the way: \(quarter - start)")
    host.advance(by: .milliseconds(750))
    let end = try #require(host.drawnFrame(of: host.find(text: "Moving"))).minX
    #expect(end == start + 80)
  }

  @Test func aTransformCanBeUndoneAndCombined() {
    let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: -4))
    let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
    #expect(move.concatenating(move.inverted()).isIdentity)
    let both = move.concatenating(scale)
    #expect(both.m31 == 20 && both.m32 == -8 && both.m11 == 2, "moved, then scaled")
    var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    #expect(!flat.invert() && flat.m11 == 0, "a transform that flattens cannot be undone")
  }
}
