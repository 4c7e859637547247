import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ScaledMetricTests {
  struct Badge: View {
    @ScaledMetric var side: CGFloat = 34
    @ScaledMetric(relativeTo: .caption) var gap: Double = 17
    var body: some View { Text("Side \(Int(side.rounded())) gap \(Int(gap.rounded()))") }
  }

  @Test func aScaledMetricIsItsValueAtTheDefaultSizeAndGrowsWithTheTextSize() {
    #expect(TestHost(Badge()).contains(text: "Side 34 gap 17"))
    let large = TestHost(Badge().environment(\.dynamicTypeSize, .xxxLarge))
    #expect(large.contains(text: "Side 46 gap 23"), "\(large.screen)")
    let small = TestHost(Badge().environment(\.dynamicTypeSize, .xSmall))
    #expect(small.contains(text: "Side 28 gap 14"), "\(small.screen)")
  }
}
