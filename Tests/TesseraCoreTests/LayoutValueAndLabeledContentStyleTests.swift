import Foundation
import Tessera
import TesseraTesting
import Testing

/// A custom `Layout` reads the values its subviews set with `layoutValue(key:value:)`,
/// and a `LabeledContentStyle` draws every labelled row below it.
@MainActor
@Suite struct LayoutValueAndLabeledContentStyleTests {
  private struct Indent: LayoutValueKey {
    static let defaultValue = 0
  }

  /// Stacks its subviews, each moved right by 16 points for every level of indent.
  private struct OutlineLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      return CGSize(
        width: sizes.map(\.width).max() ?? 0 + 64, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      var y = bounds.minY
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(
          at: CGPoint(x: bounds.minX + CGFloat(subview[Indent.self]) * 16, y: y),
          proposal: ProposedViewSize(size))
        y += size.height
      }
    }
  }

  @Test func aLayoutReadsEachSubviewsValue() throws {
    let host = TestHost(
      OutlineLayout {
        Text("Chapter")
        Text("Section").layoutValue(key: Indent.self, value: 1)
        Text("Paragraph").padding(0).layoutValue(key: Indent.self, value: 2)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    let chapter = try host.find(text: "Chapter").frame.minX
    #expect(try host.find(text: "Section").frame.minX == chapter + 16)
    #expect(try host.find(text: "Paragraph").frame.minX == chapter + 32, "set outside padding")
  }

  private struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        configuration.label
        configuration.content
      }
    }
  }

  @Test func aLabeledContentStyleDrawsTheRow() throws {
    let row = LabeledContent("Version", value: "2.1")
    let plain = TestHost(
      VStack {
        row
        Spacer()
      })
    let styled = TestHost(
      VStack {
        row
        Spacer()
      }.labeledContentStyle(Stacked()))
    #expect(
      try plain.find(text: "2.1").frame.minY == plain.find(text: "Version").frame.minY,
      "side by side by default")
    #expect(
      try styled.find(text: "2.1").frame.minY == styled.find(text: "Version").frame.maxY,
      "the value under the label")
  }

  @Test func theAutomaticStyleInsideACustomOneIsTheUsualRow() throws {
    struct Boxed: LabeledContentStyle {
      func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).padding(8).border(Color.gray)
      }
    }
    let host = TestHost(
      VStack {
        LabeledContent("Size", value: "Large")
        Spacer()
      }.labeledContentStyle(Boxed()))
    let label = try host.find(text: "Size").frame
    let value = try host.find(text: "Large").frame
    #expect(label.minY == value.minY && value.minX > label.maxX, "one row, inside the border")
  }
}
