import Foundation

/// One subview of a layout: ask it for its size, then place it.
public struct LayoutSubview: Equatable {
  /// The node laid out.
  package let node: ViewNode
  /// What modifiers around the node say about it (priority, alignment guides).
  package let traits: LayoutTraits
  /// The stack axis of the container, which decides how spacers and dividers grow.
  package let containerAxis: Axis?
  unowned let engine: LayoutEngine

  /// The size the subview wants for `proposal`.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.sizeThatFits(node, proposal, axis: containerAxis)
  }

  /// The subview's size for `proposal`, with its alignment guides.
  @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    engine.dimensions(of: self, in: proposal)
  }

  /// The subview's layout priority: higher gets space first.
  public var priority: Double { traits.priority }

  /// The subview's spacing preference.
  @MainActor public var spacing: ViewSpacing {
    engine.spacingPreference(of: node)
  }

  /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
  @MainActor public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let size = sizeThatFits(proposal)
    let origin = CGPoint(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    engine.place(
      node, in: CGRect(origin: origin, size: size), proposal: proposal, axis: containerAxis)
  }

  /// Identity equality.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let elements: [LayoutSubview]

  init(_ elements: [LayoutSubview]) { self.elements = elements }

  /// The first index.
  public var startIndex: Int { elements.startIndex }
  /// One past the last index.
  public var endIndex: Int { elements.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { elements[index] }
  /// The subviews in `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(elements[bounds])) }
}

/// What the modifiers wrapped around a subview say about it to its container.
package struct LayoutTraits {
  /// From `layoutPriority`.
  package var priority: Double = 0
  /// From `alignmentGuide`, outermost last (it wins).
  package var guides: [AlignmentGuideModifier] = []
  /// From `zIndex`.
  package var zIndex: Double = 0
  /// From `listRowInsets`: the insets of a list row, nil for the default.
  package var rowInsets: EdgeInsets?
  /// From the grid cell modifiers (`gridCellColumns`, …).
  package var gridCell = GridCellTraits()
  /// From `layoutValue(key:value:)`, by key type: the innermost value of a key wins.
  package var values: [ObjectIdentifier: Any] = [:]
}
