import GiftExchangeKit
import Tessera

/// Snow falling behind the giftees' cards: our seeded simulation, drawn as ❄ * · glyphs
/// and advanced 12 times a second while the view is on screen.
struct SnowView: View {
  @StateObject private var snow = Snowfall()

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(snow.field?.flakes ?? []) { flake in
          Text(flake.glyph)
            .foregroundColor(.white)
            .rotationEffect(.degrees(flake.rotation))
            .position(flake.position)
        }
      }
      .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
      .onAppear { snow.resize(to: proxy.size) }
      .onChange(of: proxy.size) { _, size in snow.resize(to: size) }
    }
    .task {
      // A fixed step at about 12 frames a second; cancelled when the view goes away.
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(83))
        snow.field?.advance(by: SnowField.step)
      }
    }
  }
}

/// The snow field a `SnowView` owns, made once the view knows its size so that the
/// flakes start spread over all of it.
@MainActor
final class Snowfall: ObservableObject {
  @Published var field: SnowField?
  private let seed: UInt64

  init(seed: UInt64 = 2_025) {
    self.seed = seed
  }

  func resize(to size: CGSize) {
    guard size.width > 0, size.height > 0 else { return }
    if field == nil {
      field = SnowField(size: size, seed: seed)
    } else if field?.size != size {
      field?.size = size
    }
  }
}
