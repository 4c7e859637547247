import Foundation
import Tessera
import Testing

/// A column that stacks its subviews flush at its leading edge and says its leading guide
/// is `indent` points in, written against the public `Layout` protocol.
struct IndentedColumn: Layout {
  /// Where the column's leading guide falls, from its leading edge.
  var indent: CGFloat

  /// As wide as the widest subview, as tall as all of them.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
  }

  /// Places the subviews top to bottom at the leading edge.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }

  /// The leading guide is `indent` in; other guides are the defaults.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guide == .leading ? indent : nil
  }
}

/// A guide for lining up labels across stacks; a view that does not set it lines up on
/// its bottom edge.
private enum MidLabel: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
  /// The middle of a label, where a view sets it.
  fileprivate static var midLabel: VerticalAlignment { VerticalAlignment(MidLabel.self) }
}

extension LayoutTable {
  /// Guides passed up through frames, stacks and custom layouts.
  static let guides: [LayoutCase] = [
    // SwiftUI: firstTextBaseline lines up the baselines of texts in different fonts: the
    // small text moves down until its baseline (12 pt into it) is level with the big
    // one's (24 pt into it). Measured with cells that grow with the font.
    LayoutCase(
      "firstTextBaseline across fonts", scalesText: true,
      [Expect(.text("Big"), 276, 176, 48, 32), Expect(.text("small"), 324, 188, 40, 16)]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("Big").font(.system(size: 34))
        Text("small")
      }
    },
    // SwiftUI: a frame passes its content's text baseline up, moved to where it places
    // the content, so a label lines up with the first line of a leading-aligned text.
    LayoutCase(
      "firstTextBaseline through a flexible frame",
      [Expect(.text("Label:"), 0, 176, 48, 16), Expect(.text("two\nlines"), 56, 176, 40, 32)]
    ) {
      HStack(alignment: .firstTextBaseline) {
        Text("Label:")
        Text("two\nlines").frame(maxWidth: .infinity, alignment: .leading)
      }
    },
    // SwiftUI: fixedSize passes the text's baseline up, so it lines up with a padded
    // neighbour's.
    LayoutCase(
      "firstTextBaseline through fixedSize",
      [Expect(.text("a"), 312, 194, 8, 16), Expect(.text("b"), 320, 194, 8, 16)]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("a").padding(.top, 20)
        Text("b").fixedSize()
      }
    },
    // SwiftUI: a ZStack's baseline is its text's, where the ZStack centres it.
    LayoutCase(
      "firstTextBaseline through a ZStack",
      [
        Expect(.text("a"), 296, 184, 8, 16), Expect(.id("box"), 304, 172, 40, 40),
        Expect(.text("b"), 320, 184, 8, 16),
      ]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("a")
        ZStack {
          Color.gray.accessibilityIdentifier("box").frame(width: 40, height: 40)
          Text("b")
        }
      }
    },
    // SwiftUI ("Aligning views across stacks"): a custom guide set on one child of each
    // nested VStack is passed up by the stacks, so the HStack lines the two labels up
    // although the stacks above them differ.
    LayoutCase(
      "custom guide across nested stacks",
      [
        Expect(.id("image"), 300, 156, 20, 40), Expect(.text("A"), 306, 196, 8, 16),
        Expect(.text("B"), 326, 196, 8, 16), Expect(.text("C"), 326, 212, 8, 16),
      ]
    ) {
      HStack(alignment: .midLabel, spacing: 0) {
        VStack(spacing: 0) {
          Color.red.accessibilityIdentifier("image").frame(width: 20, height: 40)
          Text("A").alignmentGuide(.midLabel) { d in d[VerticalAlignment.center] }
        }
        VStack(spacing: 0) {
          Color.blue.frame(width: 20, height: 10)
          Text("B").alignmentGuide(.midLabel) { d in d[VerticalAlignment.center] }
          Text("C")
        }
      }
    },
    // SwiftUI: a custom Layout's explicitAlignment(of:) is the guide its container lines
    // it up on, so the indented column sticks out 16 pt to the left of its sibling.
    LayoutCase(
      "custom Layout sets its leading guide",
      [
        Expect(.text("aaaa"), 312, 168, 32, 16), Expect(.text("bb"), 296, 184, 16, 16),
        Expect(.text("cc"), 296, 200, 16, 16),
      ]
    ) {
      VStack(alignment: .leading, spacing: 0) {
        Text("aaaa")
        IndentedColumn(indent: 16) {
          Text("bb")
          Text("cc")
        }
      }
    },
    // SwiftUI: AnyLayout lays out as the layout it wraps, so a Spacer in an
    // AnyLayout(HStackLayout()) grows along the row only, pushing the texts to the edges.
    LayoutCase(
      "Spacer in an AnyLayout(HStackLayout())",
      [
        Expect(.text("left"), 0, 184, 32, 16), Expect(.id("gap"), 40, 192, 552, 0),
        Expect(.text("right"), 600, 184, 40, 16),
      ]
    ) {
      AnyLayout(HStackLayout()) {
        Text("left")
        Spacer().accessibilityIdentifier("gap")
        Text("right")
      }
    },
    // SwiftUI: a Divider in an AnyLayout(HStackLayout()) is a vertical line, as in an
    // HStack.
    LayoutCase(
      "Divider in an AnyLayout(HStackLayout())",
      [Expect(.kind("Divider"), 319.5, 0, 1, 384), Expect(.text("b"), 328.5, 184, 8, 16)]
    ) {
      AnyLayout(HStackLayout()) {
        Text("a")
        Divider()
        Text("b")
      }
    },
    // SwiftUI: AnyLayout passes on its wrapped layout's alignment guides, so a text in
    // it lines up on its baseline with a padded neighbour.
    LayoutCase(
      "firstTextBaseline through an AnyLayout",
      [Expect(.text("a"), 312, 194, 8, 16), Expect(.text("b"), 320, 194, 8, 16)]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("a").padding(.top, 20)
        AnyLayout(VStackLayout()) { Text("b") }
      }
    },
  ]
}
