import Foundation
import Tessera
import TesseraTesting
import Testing

/// A small, fast pseudo-random generator (SplitMix64) so that the fuzzed trees are the
/// same on every run and a failure names a tree that can be built again.
struct SplitMix64 {
  private var state: UInt64

  /// A generator starting from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// A whole number of points in `range`.
  mutating func points(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range)) }

  /// True about once in `count` draws.
  mutating func oneIn(_ count: Int) -> Bool { int(1...count) == 1 }

  /// One of `items`.
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}

/// Builds random view trees of bounded depth from the views layout has to handle.
@MainActor
struct ViewTreeGenerator {
  /// The source of randomness.
  var random: SplitMix64

  private static let words = ["a", "to", "the", "grid", "cells", "layout", "漢字", "🙂", "wrapping"]
  private static let colors: [Color] = [.red, .green, .blue, .orange, .gray]
  private static let alignments: [Alignment] = [
    .center, .topLeading, .top, .topTrailing, .leading, .trailing, .bottomLeading, .bottom,
    .bottomTrailing,
  ]

  /// A random view at most `depth` levels deep.
  mutating func view(depth: Int) -> AnyView {
    if depth <= 0 || random.oneIn(4) { return leaf() }
    return random.oneIn(2) ? container(depth: depth) : modified(depth: depth)
  }

  private mutating func leaf() -> AnyView {
    switch random.int(0...4) {
    case 0:
      let count = random.int(0...6)
      let words = (0..<count).map { _ in random.pick(Self.words) }
      let text = Text(words.joined(separator: random.oneIn(5) ? "\n" : " "))
      return random.oneIn(3) ? AnyView(text.lineLimit(random.int(1...2))) : AnyView(text)
    case 1:
      return random.oneIn(2) ? AnyView(Spacer()) : AnyView(Spacer(minLength: random.points(0...40)))
    case 2:
      return AnyView(Divider())
    default:
      return AnyView(random.pick(Self.colors))
    }
  }

  private mutating func container(depth: Int) -> AnyView {
    let children = (0..<random.int(1...4)).map { _ in view(depth: depth - 1) }
    let spacing: CGFloat? = random.oneIn(2) ? nil : random.points(0...12)
    let content = ForEach(0..<children.count) { children[$0] }
    switch random.int(0...7) {
    case 0:
      let alignment = random.pick([
        VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
      ])
      return AnyView(HStack(alignment: alignment, spacing: spacing) { content })
    case 1:
      let alignment = random.pick([HorizontalAlignment.leading, .center, .trailing])
      return AnyView(VStack(alignment: alignment, spacing: spacing) { content })
    case 2:
      return AnyView(ZStack(alignment: random.pick(Self.alignments)) { content })
    case 3:
      let axes: Axis.Set = random.pick([.vertical, .horizontal, [.vertical, .horizontal]])
      return AnyView(ScrollView(axes) { VStack { content } })
    case 4:
      return AnyView(GeometryReader { _ in VStack { content } })
    case 5:
      return AnyView(
        random.oneIn(2)
          ? AnyView(ScrollView { LazyVStack(spacing: spacing) { content } })
          : AnyView(ScrollView(.horizontal) { LazyHStack(spacing: spacing) { content } }))
    case 6:
      return AnyView(FlowLayout(spacing: spacing ?? 4) { content })
    default:
      return AnyView(
        random.oneIn(2)
          ? AnyView(AnyLayout(HStackLayout(spacing: spacing)) { content })
          : AnyView(AnyLayout(VStackLayout(spacing: spacing)) { content }))
    }
  }

  private mutating func modified(depth: Int) -> AnyView {
    let base = view(depth: depth - 1)
    switch random.int(0...10) {
    case 0:
      let edges = random.pick([Edge.Set.all, .horizontal, .vertical, .top, .leading])
      return AnyView(base.padding(edges, random.points(-20...30)))
    case 1:
      let width: CGFloat? = random.oneIn(3) ? nil : random.points(0...300)
      let height: CGFloat? = random.oneIn(3) ? nil : random.points(0...200)
      return AnyView(
        base.frame(width: width, height: height, alignment: random.pick(Self.alignments)))
    case 2:
      let minimum: CGFloat? = random.oneIn(2) ? nil : random.points(0...100)
      let maximum: CGFloat? = random.pick([nil, .infinity, (minimum ?? 0) + random.points(0...200)])
      let ideal: CGFloat? = random.oneIn(3) ? random.points(0...150) : nil
      return AnyView(
        base.frame(
          minWidth: minimum, idealWidth: ideal, maxWidth: maximum,
          maxHeight: random.oneIn(2) ? .infinity : nil, alignment: random.pick(Self.alignments)))
    case 3:
      return AnyView(base.fixedSize(horizontal: random.oneIn(2), vertical: random.oneIn(2)))
    case 4:
      let ratio: CGFloat? = random.oneIn(4) ? nil : random.points(1...8) / random.points(1...8)
      return AnyView(base.aspectRatio(ratio, contentMode: random.oneIn(2) ? .fit : .fill))
    case 5:
      return AnyView(base.overlay(leaf(), alignment: random.pick(Self.alignments)))
    case 6:
      return AnyView(base.background(leaf(), alignment: random.pick(Self.alignments)))
    case 7:
      return AnyView(base.offset(x: random.points(-50...50), y: random.points(-50...50)))
    case 8:
      return AnyView(base.position(x: random.points(-20...300), y: random.points(-20...200)))
    case 9:
      // A guide somewhere within the view: stacks around it line it up with its siblings.
      let fraction = random.points(0...4) / 4
      return AnyView(
        random.oneIn(2)
          ? AnyView(base.alignmentGuide(.leading) { $0.width * fraction })
          : AnyView(base.alignmentGuide(VerticalAlignment.center) { $0.height * fraction }))
    default:
      return AnyView(base.layoutPriority(Double(random.int(-1...2))))
    }
  }
}

@MainActor
@Suite struct LayoutFuzzTests {
  /// The windows every tree is laid out in: roomy, small, and smaller than a word.
  static let windows = [
    CGSize(width: 640, height: 384), CGSize(width: 200, height: 100), CGSize(width: 24, height: 16),
  ]

  @Test func randomTreesLayOutSanely() {
    var generator = ViewTreeGenerator(random: SplitMix64(seed: 0x7E55_E8A))
    for tree in 0..<200 {
      let host = TestHost(generator.view(depth: 4), size: Self.windows[0])
      for window in Self.windows {
        host.windowSize = window
        var problems: [String] = []
        for element in host.root.children {
          Self.check(element, parent: nil, into: &problems)
        }
        #expect(
          problems.isEmpty,
          "tree \(tree) in \(window):\n\(problems.joined(separator: "\n"))\n\(host.snapshot)")
      }
    }
  }

  /// Records what is wrong with `element`'s frame, then checks its children.
  private static func check(
    _ element: InspectedView, parent: (frame: CGRect, contains: Bool)?,
    into problems: inout [String]
  ) {
    let frame = element.frame
    let values = [frame.minX, frame.minY, frame.width, frame.height]
    if !values.allSatisfy(\.isFinite) {
      problems.append("\(element) has a frame that is not finite: \(frame)")
    } else if frame.width < 0 || frame.height < 0 {
      problems.append("\(element) has a negative size: \(frame)")
    } else if let parent, parent.contains, !contains(parent.frame, frame) {
      problems.append("\(element) at \(frame) is outside its parent at \(parent.frame)")
    }
    let description = element.description
    for (index, child) in element.children.enumerated() {
      // An alignment guide inside the child may line it up outside: a frame or stack
      // aligns the guide the child passes up, not its edges, as SwiftUI does.
      let contains = !mayOverflow(description, childIndex: index) && !setsAGuide(child)
      check(child, parent: (frame, contains), into: &problems)
    }
  }

  /// Whether `element` or a view inside it has an `alignmentGuide`.
  private static func setsAGuide(_ element: InspectedView) -> Bool {
    element.description.hasPrefix("alignmentGuide(") || element.children.contains(where: setsAGuide)
  }

  /// Whether an element described by `description` may leave its child (the one at
  /// `childIndex`) outside its frame, as SwiftUI does: an offset or position moves it, a
  /// scroll view, lazy stack, geometry reader or custom layout places it freely, a
  /// negative padding shrinks the frame under it, a fixed
  /// size or aspect ratio may exceed what it was offered, a frame with bounds keeps
  /// its size when the child refuses it, and an overlay or background sizes its
  /// decoration (the second child) by the content.
  private static func mayOverflow(_ description: String, childIndex: Int) -> Bool {
    // Scroll views and lazy stacks scroll their content; a geometry reader and a custom
    // layout place it as their code says, not within themselves.
    let moving = [
      "offset(", "position(", "ScrollView", "LazyVStack", "LazyHStack", "GeometryReader",
      "FlowLayout",
    ]
    if moving.contains(where: description.hasPrefix) { return true }
    if description.hasPrefix("padding"), description.contains("-") { return true }
    if description.hasPrefix("overlay") || description.hasPrefix("background") {
      return childIndex > 0
    }
    if description.hasPrefix("frame(") {
      // Only a frame that is at least as big as its content on every side holds it:
      // maxWidth and maxHeight of infinity, nothing else.
      let arguments = description.dropFirst("frame(".count).dropLast()
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      return !arguments.allSatisfy {
        $0.hasPrefix("alignment") || $0 == "maxWidth: infinity" || $0 == "maxHeight: infinity"
      }
    }
    return false
  }

  private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    let epsilon: CGFloat = 0.01
    return inner.minX >= outer.minX - epsilon && inner.minY >= outer.minY - epsilon
      && inner.maxX <= outer.maxX + epsilon && inner.maxY <= outer.maxY + epsilon
  }
}
