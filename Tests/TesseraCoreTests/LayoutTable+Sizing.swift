import Foundation
import Tessera
import Testing

/// A column written against the public `Layout` protocol: the subviews with the highest
/// layout priority first, each centred on the column's middle.
struct PriorityColumn: Layout {
  /// As wide as the widest subview, as tall as all of them.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
    return CGSize(
      width: dimensions.map(\.width).max() ?? 0, height: dimensions.reduce(0) { $0 + $1.height })
  }

  /// Places the subviews top to bottom in order of priority, centred across.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
      let dimensions = subview.dimensions(in: .unspecified)
      subview.place(
        at: CGPoint(x: bounds.midX, y: y + dimensions.height / 2), anchor: .center,
        proposal: .unspecified)
      y += dimensions.height
    }
  }
}

extension LayoutTable {
  /// Ideal sizes, aspect ratios from content, and a custom layout using priorities.
  static let sizing: [LayoutCase] = [
    // SwiftUI: a fixedSize text keeps its ideal width in a narrow HStack; the flexible
    // colour beside it takes the rest of the width and the whole height.
    LayoutCase(
      "fixedSize text beside a flexible colour", window: narrow,
      [Expect(.text("hello world!"), 0, 42, 96, 16), Expect(.id("flex"), 96, 0, 104, 100)]
    ) {
      HStack(spacing: 0) {
        Text("hello world!").fixedSize()
        Color.blue.accessibilityIdentifier("flex")
      }
    },
    // SwiftUI: scaledToFit without a ratio takes the ratio of the content's ideal size
    // (40 × 20, so 2:1) and fits it in the frame: 100 × 50, centred.
    LayoutCase("scaledToFit uses the content's ratio", [Expect(.id("c"), 270, 167, 100, 50)]) {
      Color.red.accessibilityIdentifier("c")
        .frame(idealWidth: 40, idealHeight: 20)
        .scaledToFit()
        .frame(width: 100, height: 100)
    },
    // SwiftUI: scaledToFill with the same content covers the frame: 200 × 100, centred,
    // overflowing it.
    LayoutCase("scaledToFill uses the content's ratio", [Expect(.id("c"), 220, 142, 200, 100)]) {
      Color.red.accessibilityIdentifier("c")
        .frame(idealWidth: 40, idealHeight: 20)
        .scaledToFill()
        .frame(width: 100, height: 100)
    },
    // SwiftUI: a custom Layout reads its subviews' dimensions and priorities and places
    // them by their centres; the higher-priority text goes on top.
    LayoutCase(
      "custom Layout with priorities and centre anchors",
      [Expect(.text("high"), 304, 176, 32, 16), Expect(.text("low"), 308, 192, 24, 16)]
    ) {
      PriorityColumn {
        Text("low")
        Text("high").layoutPriority(1)
      }
    },
  ]
}
