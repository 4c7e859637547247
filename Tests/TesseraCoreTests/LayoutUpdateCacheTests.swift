import Tessera
import TesseraTesting
import Testing

/// A row that measures its subviews and reads its spacing only in `makeCache`, and sizes
/// and places from the cache alone, so a stale cache shows on screen.
private struct CachedRow: Layout {
  var spacing: CGFloat

  /// The subviews' ideal sizes and the spacing, as of the last cache update.
  struct Cache {
    var sizes: [CGSize]
    var spacing: CGFloat
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, spacing: spacing)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    let gaps = CGFloat(max(cache.sizes.count - 1, 0)) * cache.spacing
    return CGSize(
      width: cache.sizes.reduce(0) { $0 + $1.width } + gaps,
      height: cache.sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var x = bounds.minX
    for (subview, size) in zip(subviews, cache.sizes) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width + cache.spacing
    }
  }
}

/// A cached row of a growing button and a text, and a button that widens the spacing.
private struct CachedRowScreen: View {
  @State private var spacing: CGFloat = 0
  @State private var title = "a"
  var body: some View {
    VStack {
      Button("Wider") { spacing = 16 }
      CachedRow(spacing: spacing) {
        Button(title) { title += "a" }
        Text("next")
      }
    }
  }
}

@MainActor
@Suite struct LayoutUpdateCacheTests {
  // SwiftUI: a layout's updateCache runs when the layout's properties change, so a new
  // spacing moves the second subview.
  @Test func aNewLayoutValueUpdatesTheCache() throws {
    let host = TestHost(CachedRowScreen())
    let before = try host.find(text: "next").frame.minX - host.find(control: "a").frame.maxX
    try host.tap("Wider")
    let after = try host.find(text: "next").frame.minX - host.find(control: "a").frame.maxX
    #expect(before == 0)
    #expect(after == 16)
  }

  // SwiftUI: updateCache also runs when a subview changes, so a subview that grew is
  // measured anew and its neighbour moves over.
  @Test func aChangedSubviewUpdatesTheCache() throws {
    let host = TestHost(CachedRowScreen())
    try host.tap("a")
    let button = try host.find(control: "aa").frame
    let next = try host.find(text: "next").frame
    #expect(button.width == 16)
    #expect(next.minX == button.maxX)
  }
}
