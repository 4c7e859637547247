import Foundation
import Tessera
import TesseraTesting
import Testing

/// `dynamicTypeSize` sizes text as the user's text size does: fonts chosen by role and
/// custom fonts grow and shrink with it, fixed sizes stay, in a backend whose text size
/// follows the font (GTK; measured here by cells that grow with the font).
@MainActor
@Suite struct DynamicTypeSizeTests {
  private func width(of view: some View, text: String) throws -> CGFloat {
    let host = TestHost(view, size: CGSize(width: 2000, height: 600), metrics: FontScaledMetrics())
    return try host.find(text: text).frame.width
  }

  @Test func textGrowsWithTheTextSizeButAFixedSizeStays() throws {
    let body = try width(of: Text("Hello"), text: "Hello")
    let largest = try width(
      of: Text("Hello").dynamicTypeSize(.accessibility5), text: "Hello")
    #expect(abs(largest / body - 53.0 / 17.0) < 0.1, "\(body) → \(largest)")
    let smaller = try width(of: Text("Hello").dynamicTypeSize(.xSmall), text: "Hello")
    #expect(smaller < body)
    let title = try width(of: Text("Hi").font(.title), text: "Hi")
    let bigTitle = try width(
      of: Text("Hi").font(.title).dynamicTypeSize(.xxxLarge), text: "Hi")
    #expect(bigTitle > title)
    let fixed = try width(of: Text("Hi").font(.system(size: 20)), text: "Hi")
    let fixedLarge = try width(
      of: Text("Hi").font(.system(size: 20)).dynamicTypeSize(.accessibility3), text: "Hi")
    #expect(fixed == fixedLarge)
    let custom = try width(
      of: Text("Hi").font(.custom("Serif", fixedSize: 20)).dynamicTypeSize(.accessibility3),
      text: "Hi")
    #expect(custom == fixed)
  }

  @Test func aRangeKeepsTheTextSizeWithinIt() throws {
    let capped = try width(
      of: Text("Hello").dynamicTypeSize(...DynamicTypeSize.large)
        .dynamicTypeSize(.accessibility5),
      text: "Hello")
    let body = try width(of: Text("Hello"), text: "Hello")
    #expect(capped == body, "the inner range wins over the outer size")
  }
}
