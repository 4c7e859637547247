import Foundation
import Tessera
import TesseraTesting
import Testing

// Each case pins a result of SwiftUI's layout algorithm, worked out by hand from the
// headless metrics: characters 8 pt wide, lines 16 pt tall with the first baseline at
// 12 pt, default spacing 8, default padding 16, dividers 1 pt thick, filling views 10 pt
// along an unspecified dimension, and the window's root centred in the window
// (640 × 384 unless the case says otherwise).

/// How a case finds an element in the rendered tree.
enum Probe: Sendable, CustomStringConvertible {
  /// The first `Text` showing exactly this string.
  case text(String)
  /// The view given this accessibility identifier.
  case id(String)
  /// The first element of this kind or one-line description (`Rectangle fill: red`).
  case kind(String)

  /// The probe as a failure message shows it.
  var description: String {
    switch self {
    case .text(let text): "Text(\"\(text)\")"
    case .id(let id): "#\(id)"
    case .kind(let kind): kind
    }
  }

  /// The element's frame in `host`, in window coordinates.
  @MainActor func frame(in host: TestHost) throws -> CGRect {
    switch self {
    case .text(let text): return try host.find(text: text).frame
    case .id(let id): return try host.find(identifier: id).frame
    case .kind(let kind):
      return try #require(host.findAll(kind: kind).first, "no \(kind) in\n\(host.snapshot)").frame
    }
  }
}

/// One element's expected frame.
struct Expect: Sendable {
  /// Finds the element.
  let probe: Probe
  /// Where SwiftUI puts it, in window coordinates.
  let frame: CGRect

  /// `probe` is expected at `x`, `y` with size `width` × `height`.
  init(_ probe: Probe, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
    self.probe = probe
    self.frame = CGRect(x: x, y: y, width: width, height: height)
  }
}

/// A view, the window it is laid out in, and where some of its elements must end up.
struct LayoutCase: Sendable, CustomTestStringConvertible {
  /// What the case shows, used in failure messages.
  let name: String
  /// The window size.
  let window: CGSize
  /// The expected frames.
  let expected: [Expect]
  /// Whether text is measured with `FontScaledMetrics` (cells growing with the font)
  /// rather than the terminal's one cell size.
  let scalesText: Bool
  /// Builds the view.
  let build: @MainActor @Sendable () -> AnyView

  /// A case named `name` expecting `expected` for the view `view` builds in `window`.
  init<V: View>(
    _ name: String, window: CGSize = CGSize(width: 640, height: 384), scalesText: Bool = false,
    _ expected: [Expect], @ViewBuilder view: @escaping @MainActor @Sendable () -> V
  ) {
    self.name = name
    self.window = window
    self.scalesText = scalesText
    self.expected = expected
    self.build = { AnyView(view()) }
  }

  /// The case's name, as the test list shows it.
  var testDescription: String { name }
}

/// A flow layout written against the public `Layout` protocol: subviews at their ideal
/// sizes, left to right, starting a new row when the next one would not fit.
struct FlowLayout: Layout {
  /// The gap between neighbours and between rows.
  var spacing: CGFloat

  /// The widest row and the height of all rows.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let frames = arrange(subviews, width: proposal.width ?? .infinity)
    let width = frames.map(\.maxX).max() ?? 0
    let height = frames.map(\.maxY).max() ?? 0
    return CGSize(width: width, height: height)
  }

  /// Places the rows from the top leading corner of `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frames = arrange(subviews, width: bounds.width)
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }

  private func arrange(_ subviews: Subviews, width: CGFloat) -> [CGRect] {
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return frames
  }
}

/// The table of cases.
enum LayoutTable {
  /// A narrow window for cases about running out of space.
  static let narrow = CGSize(width: 200, height: 100)

  /// Every case.
  static let cases: [LayoutCase] =
    stacks + spacers + frames + modifiers + containers + guides + sizing

  /// Stacks: spacing, alignment, baselines, priorities, nesting.
  static let stacks: [LayoutCase] = [
    // SwiftUI: an HStack puts the default spacing (8) between neighbours and is as wide as
    // its children; the window centres it.
    LayoutCase(
      "HStack default spacing",
      [Expect(.text("a"), 308, 184, 8, 16), Expect(.text("b"), 324, 184, 8, 16)]
    ) {
      HStack {
        Text("a")
        Text("b")
      }
    },
    // SwiftUI: an explicit VStack spacing replaces the default between every pair.
    LayoutCase(
      "VStack explicit spacing",
      [Expect(.text("a"), 316, 166, 8, 16), Expect(.text("b"), 316, 202, 8, 16)]
    ) {
      VStack(spacing: 20) {
        Text("a")
        Text("b")
      }
    },
    // SwiftUI: VStack(alignment: .leading, spacing: 0) stacks its children flush and lines
    // up their leading edges; the stack is as wide as its widest child.
    LayoutCase(
      "VStack leading, no spacing",
      [Expect(.text("a"), 308, 176, 8, 16), Expect(.text("bbb"), 308, 192, 24, 16)]
    ) {
      VStack(alignment: .leading, spacing: 0) {
        Text("a")
        Text("bbb")
      }
    },
    // SwiftUI: HStack(alignment: .bottom) lines up the bottoms of its children.
    LayoutCase(
      "HStack bottom alignment",
      [Expect(.id("bar"), 307, 172, 10, 40), Expect(.text("x"), 325, 196, 8, 16)]
    ) {
      HStack(alignment: .bottom) {
        Color.red.accessibilityIdentifier("bar").frame(width: 10, height: 40)
        Text("x")
      }
    },
    // SwiftUI: first text baselines line up; a one-line text and a two-line text both have
    // their first baseline 12 pt from the top, so their tops line up.
    LayoutCase(
      "firstTextBaseline, one and two lines",
      [Expect(.text("one"), 284, 176, 24, 16), Expect(.text("two\nlines"), 316, 176, 40, 32)]
    ) {
      HStack(alignment: .firstTextBaseline) {
        Text("one")
        Text("two\nlines")
      }
    },
    // SwiftUI: with lastTextBaseline the one-line text moves down to the second line of its
    // neighbour.
    LayoutCase(
      "lastTextBaseline, one and two lines",
      [Expect(.text("one"), 284, 192, 24, 16), Expect(.text("two\nlines"), 316, 176, 40, 32)]
    ) {
      HStack(alignment: .lastTextBaseline) {
        Text("one")
        Text("two\nlines")
      }
    },
    // SwiftUI: a view without text has its baseline at its bottom, so a text aligned on
    // first baselines sits with its baseline on the colour's bottom edge.
    LayoutCase(
      "firstTextBaseline against a colour",
      [Expect(.id("box"), 306, 170, 20, 40), Expect(.text("x"), 326, 198, 8, 16)]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color.red.accessibilityIdentifier("box").frame(width: 20, height: 40)
        Text("x")
      }
    },
    // SwiftUI: padding moves a text's baseline down by the top inset, so its neighbour is
    // lowered to match.
    LayoutCase(
      "firstTextBaseline through padding",
      [Expect(.text("a"), 312, 194, 8, 16), Expect(.text("b"), 320, 194, 8, 16)]
    ) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("a").padding(.top, 20)
        Text("b")
      }
    },
    // SwiftUI: the higher layoutPriority child is offered the space left after reserving
    // its siblings' minimum sizes, so the long text shows in full and the short one is
    // truncated.
    LayoutCase(
      "layoutPriority wins space", window: narrow,
      [
        Expect(.text("aaaaaaaaaa"), 0, 42, 32, 16),
        Expect(.text("bbbbbbbbbbbbbbbbbbbb"), 40, 42, 160, 16),
      ]
    ) {
      HStack {
        Text("aaaaaaaaaa")
        Text("bbbbbbbbbbbbbbbbbbbb").layoutPriority(1)
      }
      .lineLimit(1)
    },
    // SwiftUI: with equal priorities the less flexible (shorter) text is served first and
    // gets its ideal width; the long one is truncated to what is left.
    LayoutCase(
      "equal priority serves the least flexible first", window: narrow,
      [
        Expect(.text("aaaaaaaaaa"), 0, 42, 80, 16),
        Expect(.text("bbbbbbbbbbbbbbbbbbbb"), 88, 42, 112, 16),
      ]
    ) {
      HStack {
        Text("aaaaaaaaaa")
        Text("bbbbbbbbbbbbbbbbbbbb")
      }
      .lineLimit(1)
    },
    // SwiftUI: a fixed-width child keeps its width and the flexible sibling takes the
    // rest; both take the full height offered.
    LayoutCase(
      "fixed child and flexible sibling",
      [Expect(.id("fixed"), 0, 0, 100, 384), Expect(.id("flex"), 100, 0, 540, 384)]
    ) {
      HStack(spacing: 0) {
        Color.red.accessibilityIdentifier("fixed").frame(width: 100)
        Color.blue.accessibilityIdentifier("flex")
      }
    },
    // SwiftUI: two children with maxWidth .infinity split the width equally and centre
    // their content in their halves.
    LayoutCase(
      "two infinite frames split equally",
      [Expect(.text("a"), 156, 184, 8, 16), Expect(.text("bbbbbb"), 456, 184, 48, 16)]
    ) {
      HStack(spacing: 0) {
        Text("a").frame(maxWidth: .infinity)
        Text("bbbbbb").frame(maxWidth: .infinity)
      }
    },
    // SwiftUI: nested stacks size bottom-up; the inner rows are centred in the outer
    // VStack, which is as wide as the wider row.
    LayoutCase(
      "nested stacks",
      [
        Expect(.text("ab"), 308, 176, 16, 16), Expect(.text("c"), 324, 176, 8, 16),
        Expect(.text("d"), 306, 192, 8, 16), Expect(.text("ef"), 318, 192, 16, 16),
      ]
    ) {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("ab")
          Text("c")
        }
        HStack(spacing: 4) {
          Text("d")
          Text("ef")
        }
      }
    },
    // SwiftUI: a Divider in an HStack is a vertical line 1 pt wide that takes the height
    // offered, which makes the stack as tall as the window.
    LayoutCase(
      "Divider in an HStack",
      [
        Expect(.kind("Divider"), 319.5, 0, 1, 384), Expect(.text("a"), 303.5, 184, 8, 16),
        Expect(.text("b"), 328.5, 184, 8, 16),
      ]
    ) {
      HStack {
        Text("a")
        Divider()
        Text("b")
      }
    },
    // SwiftUI: a Divider in a VStack is a horizontal line 1 pt tall across the width
    // offered.
    LayoutCase(
      "Divider in a VStack",
      [
        Expect(.kind("Divider"), 0, 191.5, 640, 1), Expect(.text("a"), 316, 167.5, 8, 16),
        Expect(.text("b"), 316, 200.5, 8, 16),
      ]
    ) {
      VStack {
        Text("a")
        Divider()
        Text("b")
      }
    },
    // SwiftUI: alignmentGuide(.leading) returning 16 puts that child's leading guide 16 pt
    // into it, so it sticks out 16 pt to the left of its siblings.
    LayoutCase(
      "alignmentGuide shifts a view",
      [Expect(.text("aaaa"), 312, 172, 32, 16), Expect(.text("bb"), 296, 196, 16, 16)]
    ) {
      VStack(alignment: .leading) {
        Text("aaaa")
        Text("bb").alignmentGuide(.leading) { _ in 16 }
      }
    },
    // SwiftUI: a top guide of -10 lowers the view by 10 relative to its top-aligned
    // siblings.
    LayoutCase(
      "alignmentGuide lowers a view",
      [Expect(.id("bar"), 302, 172, 20, 40), Expect(.text("x"), 330, 182, 8, 16)]
    ) {
      HStack(alignment: .top) {
        Color.red.accessibilityIdentifier("bar").frame(width: 20, height: 40)
        Text("x").alignmentGuide(.top) { _ in -10 }
      }
    },
    // SwiftUI: VStack(alignment: .trailing) lines up trailing edges.
    LayoutCase(
      "VStack trailing",
      [Expect(.text("a"), 324, 172, 8, 16), Expect(.text("bbb"), 308, 196, 24, 16)]
    ) {
      VStack(alignment: .trailing) {
        Text("a")
        Text("bbb")
      }
    },
    // SwiftUI: a VStack's last text baseline is its last child's, so a one-line text
    // lines up with the second line of the nested stack.
    LayoutCase(
      "lastTextBaseline of a nested VStack",
      [
        Expect(.text("a"), 308, 192, 8, 16), Expect(.text("b"), 324, 176, 8, 16),
        Expect(.text("c"), 324, 192, 8, 16),
      ]
    ) {
      HStack(alignment: .lastTextBaseline) {
        Text("a")
        VStack(alignment: .leading, spacing: 0) {
          Text("b")
          Text("c")
        }
      }
    },
    // SwiftUI: a custom alignment guide's default comes from its AlignmentID (here the
    // top), and alignmentGuide overrides it for one child (here its bottom), so the text
    // sits on top of the box.
    LayoutCase(
      "custom alignment",
      [Expect(.id("box"), 302, 180, 20, 40), Expect(.text("x"), 330, 164, 8, 16)]
    ) {
      HStack(alignment: .boxTop) {
        Color.red.accessibilityIdentifier("box").frame(width: 20, height: 40)
        Text("x").alignmentGuide(.boxTop) { dimensions in dimensions[.bottom] }
      }
    },
    // SwiftUI: frame(maxHeight: .infinity, alignment: .top) makes the HStack as tall as
    // the window and puts that text at the top; its sibling stays centred.
    LayoutCase(
      "maxHeight infinity in an HStack",
      [Expect(.text("a"), 308, 0, 8, 16), Expect(.text("b"), 324, 184, 8, 16)]
    ) {
      HStack {
        Text("a").frame(maxHeight: .infinity, alignment: .top)
        Text("b")
      }
    },
  ]

  /// Spacers.
  static let spacers: [LayoutCase] = [
    // SwiftUI: a Spacer in an HStack takes all the remaining width; the texts sit at the
    // edges.
    LayoutCase(
      "Spacer pushes texts to the edges",
      [Expect(.text("left"), 0, 184, 32, 16), Expect(.text("right"), 600, 184, 40, 16)]
    ) {
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }
    },
    // SwiftUI: two Spacers split the free width equally, centring what is between them.
    LayoutCase(
      "two Spacers split equally",
      [
        Expect(.id("s1"), 0, 192, 308, 0), Expect(.text("mid"), 308, 184, 24, 16),
        Expect(.id("s2"), 332, 192, 308, 0),
      ]
    ) {
      HStack(spacing: 0) {
        Spacer().accessibilityIdentifier("s1")
        Text("mid")
        Spacer().accessibilityIdentifier("s2")
      }
    },
    // SwiftUI: with default spacing the two Spacers still centre the text.
    LayoutCase("two Spacers centre with default spacing", [Expect(.text("mid"), 308, 184, 24, 16)])
    {
      HStack {
        Spacer()
        Text("mid")
        Spacer()
      }
    },
    // SwiftUI: a Spacer in a VStack pushes the texts to the top and bottom; the stack is as
    // wide as its widest text.
    LayoutCase(
      "Spacer in a VStack",
      [Expect(.text("top"), 308, 0, 24, 16), Expect(.text("bottom"), 296, 368, 48, 16)]
    ) {
      VStack {
        Text("top")
        Spacer()
        Text("bottom")
      }
    },
    // SwiftUI: Spacer(minLength:) is a lower bound the stack reserves even for a
    // higher-priority sibling, so the text is truncated to leave 50 pt.
    LayoutCase(
      "Spacer(minLength:) is reserved", window: narrow,
      [
        Expect(.text("aaaaaaaaaaaaaaaaaaaaaaaaa"), 0, 42, 144, 16),
        Expect(.id("gap"), 144, 50, 56, 0),
      ]
    ) {
      HStack(spacing: 0) {
        Text("aaaaaaaaaaaaaaaaaaaaaaaaa").layoutPriority(1)
        Spacer(minLength: 50).accessibilityIdentifier("gap")
      }
      .lineLimit(1)
    },
    // SwiftUI: a Spacer without minLength keeps the default spacing (8) as its minimum,
    // reserved even for a higher-priority sibling, so the text is truncated to 192 pt.
    LayoutCase(
      "Spacer() keeps the default spacing", window: narrow,
      [
        Expect(.text("aaaaaaaaaaaaaaaaaaaaaaaaa"), 0, 42, 192, 16),
        Expect(.id("gap"), 192, 50, 8, 0),
      ]
    ) {
      HStack(spacing: 0) {
        Text("aaaaaaaaaaaaaaaaaaaaaaaaa").layoutPriority(1)
        Spacer().accessibilityIdentifier("gap")
      }
      .lineLimit(1)
    },
    // SwiftUI: three Spacers around two fixed boxes share the free width equally.
    LayoutCase(
      "three Spacers share equally", window: CGSize(width: 680, height: 384),
      [Expect(.id("a"), 200, 182, 40, 20), Expect(.id("b"), 440, 182, 40, 20)]
    ) {
      HStack(spacing: 0) {
        Spacer()
        Color.red.accessibilityIdentifier("a").frame(width: 40, height: 20)
        Spacer()
        Color.blue.accessibilityIdentifier("b").frame(width: 40, height: 20)
        Spacer()
      }
    },
    // SwiftUI: a Spacer outside a stack grows along both axes.
    LayoutCase("Spacer at the root", [Expect(.id("s"), 0, 0, 640, 384)]) {
      Spacer().accessibilityIdentifier("s")
    },
  ]

  /// Fixed and flexible frames, fixedSize, aspect ratios.
  static let frames: [LayoutCase] = [
    // SwiftUI: a fixed frame is exactly its size and centres its content.
    LayoutCase(
      "fixed frame centres its content",
      [
        Expect(.kind("frame(width: 100, height: 50)"), 270, 167, 100, 50),
        Expect(.text("hi"), 312, 184, 16, 16),
      ]
    ) {
      Text("hi").frame(width: 100, height: 50)
    },
    // SwiftUI: a fixed frame's alignment places the content in a corner.
    LayoutCase("fixed frame bottomTrailing", [Expect(.text("hi"), 354, 201, 16, 16)]) {
      Text("hi").frame(width: 100, height: 50, alignment: .bottomTrailing)
    },
    // SwiftUI: frame(height:) alone keeps the content's width.
    LayoutCase("frame with height only", [Expect(.kind("Rectangle fill: red"), 312, 142, 16, 100)])
    {
      Text("hi").frame(height: 100).background(Color.red)
    },
    // SwiftUI: frame(maxWidth: .infinity, alignment: .leading) takes the whole width and
    // puts its content at the leading edge; the stack grows to the window's width.
    LayoutCase(
      "maxWidth infinity, leading",
      [Expect(.text("title"), 0, 172, 40, 16), Expect(.text("centered"), 288, 196, 64, 16)]
    ) {
      VStack {
        Text("title").frame(maxWidth: .infinity, alignment: .leading)
        Text("centered")
      }
    },
    // SwiftUI: the same with trailing alignment; a background after the frame shows the
    // frame's full width.
    LayoutCase(
      "maxWidth infinity, trailing",
      [
        Expect(.kind("Rectangle fill: red"), 0, 184, 640, 16),
        Expect(.text("end"), 616, 184, 24, 16),
      ]
    ) {
      Text("end").frame(maxWidth: .infinity, alignment: .trailing).background(Color.red)
    },
    // SwiftUI: a minWidth larger than the content makes the frame that wide; the content
    // stays centred at its own size.
    LayoutCase(
      "minWidth larger than content",
      [
        Expect(.kind("Rectangle fill: red"), 270, 184, 100, 16),
        Expect(.text("hi"), 312, 184, 16, 16),
      ]
    ) {
      Text("hi").frame(minWidth: 100).background(Color.red)
    },
    // SwiftUI: a maxWidth smaller than the proposal caps what the content is offered.
    LayoutCase("maxWidth smaller than proposal", [Expect(.id("c"), 220, 0, 200, 384)]) {
      Color.blue.accessibilityIdentifier("c").frame(maxWidth: 200)
    },
    // SwiftUI: a text offered a maxWidth narrower than itself wraps; the frame is the
    // max width and aligns the wrapped text to its leading edge.
    LayoutCase(
      "maxWidth narrower than text",
      [
        Expect(.kind("frame(maxWidth: 48, alignment: leading)"), 296, 168, 48, 48),
        Expect(.text("one two three"), 296, 168, 40, 48),
      ]
    ) {
      Text("one two three").frame(maxWidth: 48, alignment: .leading)
    },
    // SwiftUI: min and max heights clamp the height offered (384 → 120).
    LayoutCase("min/max height clamp the proposal", [Expect(.id("c"), 295, 132, 50, 120)]) {
      Color.green.accessibilityIdentifier("c").frame(width: 50).frame(minHeight: 20, maxHeight: 120)
    },
    // SwiftUI: fixedSize proposes nil, so a flexible frame falls back to its ideal width.
    LayoutCase(
      "fixedSize on a flexible frame uses the ideal width", [Expect(.id("c"), 260, 0, 120, 384)]
    ) {
      Color.red.accessibilityIdentifier("c")
        .frame(minWidth: 50, idealWidth: 120, maxWidth: .infinity)
        .fixedSize(horizontal: true, vertical: false)
    },
    // SwiftUI: without an ideal width, a maxWidth .infinity frame under fixedSize is as
    // wide as its content.
    LayoutCase(
      "fixedSize on maxWidth infinity", [Expect(.kind("Rectangle fill: red"), 312, 184, 16, 16)]
    ) {
      Text("hi").frame(maxWidth: .infinity).background(Color.red).fixedSize()
    },
    // SwiftUI: fixedSize lets a text keep its ideal width in a narrower frame; it
    // overflows the frame on both sides, centred.
    LayoutCase(
      "fixedSize text wider than its container",
      [
        Expect(.kind("frame(width: 40)"), 300, 184, 40, 16),
        Expect(.text("hello world!"), 272, 184, 96, 16),
      ]
    ) {
      Text("hello world!").fixedSize().frame(width: 40)
    },
    // SwiftUI: aspectRatio(3/2, .fit) in a narrow frame offers the content the largest
    // 3:2 size that fits: 90 × 60, centred.
    LayoutCase("aspectRatio fit in a narrow frame", [Expect(.id("c"), 275, 162, 90, 60)]) {
      Color.red.accessibilityIdentifier("c").aspectRatio(3 / 2, contentMode: .fit)
        .frame(width: 90, height: 300)
    },
    // SwiftUI: aspectRatio(3/2, .fit) in a wide frame is limited by the height: 150 × 100.
    LayoutCase("aspectRatio fit in a wide frame", [Expect(.id("c"), 245, 142, 150, 100)]) {
      Color.red.accessibilityIdentifier("c").aspectRatio(3 / 2, contentMode: .fit)
        .frame(width: 300, height: 100)
    },
    // SwiftUI: .fill offers the smallest 3:2 size covering the frame (450 × 300), which
    // overflows it, centred.
    LayoutCase("aspectRatio fill overflows", [Expect(.id("c"), 95, 42, 450, 300)]) {
      Color.red.accessibilityIdentifier("c").aspectRatio(3 / 2, contentMode: .fill)
        .frame(width: 90, height: 300)
    },
    // SwiftUI: with only a width offered, aspectRatio derives the height from it.
    LayoutCase("aspectRatio from a width", [Expect(.id("c"), 260, 152, 120, 80)]) {
      Color.red.accessibilityIdentifier("c").aspectRatio(3 / 2, contentMode: .fit)
        .frame(width: 120)
        .fixedSize(horizontal: false, vertical: true)
    },
    // SwiftUI: an infinite frame in both directions fills the window and aligns its
    // content to the corner.
    LayoutCase("infinite frame bottomTrailing", [Expect(.text("hi"), 624, 368, 16, 16)]) {
      Text("hi").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
    },
    // SwiftUI: offered no width (fixedSize), a min/max frame clamps its content's width
    // into its range.
    LayoutCase(
      "fixedSize on a min/max frame", [Expect(.kind("Rectangle fill: red"), 270, 184, 100, 16)]
    ) {
      Text("hi").frame(minWidth: 100, maxWidth: 200).background(Color.red).fixedSize()
    },
  ]

  /// Padding, backgrounds, overlays, offset, position, text.
  static let modifiers: [LayoutCase] = [
    // SwiftUI: padding then background: the background covers the padding.
    LayoutCase(
      "padding then background",
      [Expect(.kind("Rectangle fill: red"), 308, 176, 24, 32), Expect(.text("a"), 316, 184, 8, 16)]
    ) {
      Text("a").padding(8).background(Color.red)
    },
    // SwiftUI: background then padding: the background is only as big as the text.
    LayoutCase("background then padding", [Expect(.kind("Rectangle fill: blue"), 316, 184, 8, 16)])
    {
      Text("b").background(Color.blue).padding(8)
    },
    // SwiftUI: padding() uses the default 16 on every edge.
    LayoutCase(
      "default padding",
      [Expect(.kind("Rectangle fill: red"), 300, 168, 40, 48), Expect(.text("a"), 316, 184, 8, 16)]
    ) {
      Text("a").padding().background(Color.red)
    },
    // SwiftUI: padding on one edge grows only that side.
    LayoutCase(
      "leading padding",
      [Expect(.kind("Rectangle fill: red"), 306, 184, 28, 16), Expect(.text("a"), 326, 184, 8, 16)]
    ) {
      Text("a").padding(.leading, 20).background(Color.red)
    },
    // SwiftUI: negative padding shrinks the space a view takes, so it overlaps the view
    // above it by 20 pt.
    LayoutCase(
      "negative padding overlaps",
      [Expect(.id("top"), 295, 152, 50, 50), Expect(.id("bottom"), 295, 182, 50, 50)]
    ) {
      VStack(spacing: 0) {
        Color.red.accessibilityIdentifier("top").frame(width: 50, height: 50)
        Color.blue.accessibilityIdentifier("bottom").frame(width: 50, height: 50)
          .padding(.top, -20)
      }
    },
    // SwiftUI: overlay(alignment: .bottomTrailing) puts a badge in the base's corner; the
    // base alone decides the size.
    LayoutCase(
      "overlay badge bottomTrailing",
      [Expect(.id("base"), 270, 162, 100, 60), Expect(.text("3"), 362, 206, 8, 16)]
    ) {
      Color.gray.accessibilityIdentifier("base").frame(width: 100, height: 60)
        .overlay(alignment: .bottomTrailing) { Text("3") }
    },
    // SwiftUI: an overlay larger than its base spills over it without moving neighbours.
    LayoutCase(
      "overlay does not change layout",
      [
        Expect(.text("base"), 300, 184, 32, 16), Expect(.text("n"), 332, 184, 8, 16),
        Expect(.id("big"), 266, 142, 100, 100),
      ]
    ) {
      HStack(spacing: 0) {
        Text("base").overlay(
          Color.red.accessibilityIdentifier("big").frame(width: 100, height: 100))
        Text("n")
      }
    },
    // SwiftUI: background(alignment:) places a narrower background at the leading edge.
    LayoutCase(
      "background aligned leading",
      [Expect(.id("mark"), 284, 184, 8, 16), Expect(.text("wide text"), 284, 184, 72, 16)]
    ) {
      Text("wide text").background(alignment: .leading) {
        Color.red.accessibilityIdentifier("mark").frame(width: 8)
      }
    },
    // SwiftUI: offset moves the view where it is drawn but not where its siblings go.
    LayoutCase(
      "offset does not move siblings",
      [Expect(.text("aa"), 314, 189, 16, 16), Expect(.text("bb"), 320, 184, 16, 16)]
    ) {
      HStack(spacing: 0) {
        Text("aa").offset(x: 10, y: 5)
        Text("bb")
      }
    },
    // SwiftUI: position takes all the space offered and centres the view on the point.
    LayoutCase("position in the window", [Expect(.text("hi"), 92, 42, 16, 16)]) {
      Text("hi").position(x: 100, y: 50)
    },
    // SwiftUI: position is relative to the space its parent gives it.
    LayoutCase("position inside a frame", [Expect(.text("hi"), 272, 144, 16, 16)]) {
      Text("hi").position(x: 10, y: 10).frame(width: 100, height: 100)
    },
    // SwiftUI: text wraps at spaces to the width offered and is as wide as its longest
    // line.
    LayoutCase("text wraps in a narrow frame", [Expect(.text("one two three"), 300, 168, 40, 48)]) {
      Text("one two three").frame(width: 48)
    },
    // SwiftUI: lineLimit(1) keeps one line and truncates the tail with an ellipsis,
    // filling the width offered.
    LayoutCase("lineLimit(1) truncates", [Expect(.text("one two three"), 296, 184, 48, 16)]) {
      Text("one two three").lineLimit(1).frame(width: 48)
    },
    // SwiftUI: a narrow window wraps a root text; it is centred.
    LayoutCase(
      "text wraps in a narrow window", window: CGSize(width: 80, height: 384),
      [Expect(.text("hello there world"), 20, 168, 40, 48)]
    ) {
      Text("hello there world")
    },
    // SwiftUI: lineLimit(2) keeps the first line as wrapped and truncates the rest of the
    // text into the second.
    LayoutCase(
      "lineLimit(2) truncates the second line",
      [Expect(.text("one two three four"), 288, 176, 64, 32)]
    ) {
      Text("one two three four").lineLimit(2).frame(width: 64)
    },
    // SwiftUI: several views in an overlay are layered as in a ZStack with the overlay's
    // alignment.
    LayoutCase(
      "overlay of several views layers them",
      [Expect(.text("a"), 270, 162, 8, 16), Expect(.text("bb"), 270, 162, 16, 16)]
    ) {
      Color.gray.frame(width: 100, height: 60)
        .overlay(alignment: .topLeading) {
          Text("a")
          Text("bb")
        }
    },
    // SwiftUI: the same for several views in a background.
    LayoutCase(
      "background of several views layers them",
      [Expect(.text("a"), 362, 206, 8, 16), Expect(.text("bb"), 354, 206, 16, 16)]
    ) {
      Color.gray.frame(width: 100, height: 60)
        .background(alignment: .bottomTrailing) {
          Text("a")
          Text("bb")
        }
    },
  ]

  /// ZStack, ScrollView, GeometryReader, custom layouts.
  static let containers: [LayoutCase] = [
    // SwiftUI: a ZStack is as big as its largest child and centres the others.
    LayoutCase(
      "ZStack centre",
      [Expect(.id("red"), 295, 167, 50, 50), Expect(.id("blue"), 270, 182, 100, 20)]
    ) {
      ZStack {
        Color.red.accessibilityIdentifier("red").frame(width: 50, height: 50)
        Color.blue.accessibilityIdentifier("blue").frame(width: 100, height: 20)
      }
    },
    // SwiftUI: ZStack(alignment: .topLeading) lines up the children's top leading corners.
    LayoutCase(
      "ZStack topLeading",
      [Expect(.id("box"), 270, 162, 100, 60), Expect(.text("hi"), 270, 162, 16, 16)]
    ) {
      ZStack(alignment: .topLeading) {
        Color.red.accessibilityIdentifier("box").frame(width: 100, height: 60)
        Text("hi")
      }
    },
    // SwiftUI: ZStack(alignment: .bottomTrailing) lines up bottom trailing corners.
    LayoutCase("ZStack bottomTrailing", [Expect(.text("hi"), 354, 206, 16, 16)]) {
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 100, height: 60)
        Text("hi")
      }
    },
    // SwiftUI: ZStack(alignment: .leading) lines up leading edges, centred vertically.
    LayoutCase(
      "ZStack leading",
      [Expect(.text("long text"), 284, 184, 72, 16), Expect(.text("ab"), 284, 184, 16, 16)]
    ) {
      ZStack(alignment: .leading) {
        Text("long text")
        Text("ab")
      }
    },
    // SwiftUI: a vertical ScrollView offers its content an unspecified height, so a colour
    // takes its 10 pt ideal height, at the top; the scroll view fills the window.
    LayoutCase(
      "ScrollView offers unlimited height",
      [Expect(.kind("ScrollView"), 0, 0, 640, 384), Expect(.id("c"), 0, 0, 640, 10)]
    ) {
      ScrollView {
        Color.red.accessibilityIdentifier("c")
      }
    },
    // SwiftUI: content taller than the scroll view starts at the top and runs past the
    // bottom; narrower content is centred across.
    LayoutCase(
      "ScrollView content taller than the window",
      [Expect(.text("row 0"), 300, 0, 40, 16), Expect(.text("row 29"), 296, 464, 48, 16)]
    ) {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30) { index in Text("row \(index)") }
        }
      }
    },
    // SwiftUI: a GeometryReader takes the space offered and places its content at the top
    // leading corner; the content sees the reader's size.
    LayoutCase(
      "GeometryReader in a frame",
      [
        Expect(.kind("GeometryReader"), 220, 142, 200, 100),
        Expect(.text("200x100"), 220, 142, 56, 16),
      ]
    ) {
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
      }
      .frame(width: 200, height: 100)
    },
    // SwiftUI: a GeometryReader at the root fills the window.
    LayoutCase("GeometryReader fills the window", [Expect(.text("640x384"), 0, 0, 56, 16)]) {
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
      }
    },
    // SwiftUI: a GeometryReader in an HStack is flexible and takes what its sibling leaves.
    LayoutCase(
      "GeometryReader beside a text",
      [Expect(.text("abc"), 0, 184, 24, 16), Expect(.text("616"), 24, 0, 24, 16)]
    ) {
      HStack(spacing: 0) {
        Text("abc")
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
      }
    },
    // SwiftUI: a custom Layout sizes and places its subviews through the public protocol;
    // a flow layout wraps the fourth box onto a second row.
    LayoutCase(
      "custom flow layout",
      [
        Expect(.id("0"), 162, 168, 100, 20), Expect(.id("2"), 378, 168, 100, 20),
        Expect(.id("3"), 162, 196, 100, 20), Expect(.id("4"), 270, 196, 100, 20),
      ]
    ) {
      FlowLayout(spacing: 8) {
        ForEach(0..<5) { index in
          Color.blue.accessibilityIdentifier("\(index)").frame(width: 100, height: 20)
        }
      }
      .frame(width: 330)
    },
    // SwiftUI: a ZStack places each child with the proposal it measured it with. A
    // baseline-aligned HStack is taller than offered (the colour's bottom is its baseline,
    // the text hangs 4 pt below), and must keep the size it was measured at.
    LayoutCase(
      "ZStack keeps a child's measured size",
      [Expect(.id("g"), 8, 140, 632, 100), Expect(.text("a"), 0, 228, 8, 16)]
    ) {
      ZStack {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Text("a")
          Color.green.accessibilityIdentifier("g")
        }
      }
      .frame(height: 100)
    },
    // SwiftUI: a VStack places each child with the share it measured it with, so the
    // baseline-aligned row keeps the 84 pt left after the text below it.
    LayoutCase(
      "VStack keeps a child's measured size",
      [
        Expect(.id("g"), 8, 140, 632, 84), Expect(.text("a"), 0, 212, 8, 16),
        Expect(.text("b"), 316, 228, 8, 16),
      ]
    ) {
      VStack(spacing: 0) {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Text("a")
          Color.green.accessibilityIdentifier("g")
        }
        Text("b")
      }
      .frame(height: 100)
    },
    // SwiftUI: a horizontal ScrollView offers its content an unspecified width, starts
    // it at the leading edge and centres it vertically.
    LayoutCase(
      "horizontal ScrollView",
      [
        Expect(.kind("ScrollView(horizontal)"), 0, 0, 640, 384),
        Expect(.text("abc"), 0, 184, 24, 16),
      ]
    ) {
      ScrollView(.horizontal) {
        Text("abc")
      }
    },
  ]
}

/// A guide whose default is a view's top edge, for the custom alignment case.
private enum BoxTop: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

extension VerticalAlignment {
  /// The top of a box, unless a view says otherwise.
  fileprivate static var boxTop: VerticalAlignment { VerticalAlignment(BoxTop.self) }
}

@MainActor
@Suite struct LayoutTableTests {
  @Test func tableHasEnoughCases() {
    #expect(LayoutTable.cases.count >= 40)
  }

  @Test(arguments: LayoutTable.cases)
  func layout(_ layoutCase: LayoutCase) throws {
    let host =
      layoutCase.scalesText
      ? TestHost(layoutCase.build(), size: layoutCase.window, metrics: FontScaledMetrics())
      : TestHost(layoutCase.build(), size: layoutCase.window)
    for expect in layoutCase.expected {
      let actual = try expect.probe.frame(in: host)
      #expect(
        Self.matches(actual, expect.frame),
        "\(layoutCase.name): \(expect.probe) is at \(actual), SwiftUI puts it at \(expect.frame)")
    }
  }

  private static func matches(_ actual: CGRect, _ expected: CGRect) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
      (actual.minX, expected.minX), (actual.minY, expected.minY),
      (actual.width, expected.width), (actual.height, expected.height),
    ]
    return pairs.allSatisfy { abs($0 - $1) < 0.001 }
  }
}
