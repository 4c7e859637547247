import Foundation

/// A way of sizing and placing views, usable as a container:
/// `MyFlowLayout(spacing: 4) { … }`. Tessera's own stacks are layouts too
/// (`HStackLayout`, `VStackLayout`, `ZStackLayout`).
///
/// The parent proposes a size; `sizeThatFits` answers with the size the layout wants;
/// `placeSubviews` then places each subview within the bounds it was given.
@MainActor @preconcurrency
public protocol Layout {
  /// Data the layout computes once and reuses between calls.
  associatedtype Cache = Void
  /// The subviews of the layout.
  typealias Subviews = LayoutSubviews

  /// Properties of the layout, such as the axis of a stack.
  static var layoutProperties: LayoutProperties { get }
  /// Makes the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The preferred spacing around the layout as a whole.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size the layout wants for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview within `bounds`.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Where a horizontal guide falls, or nil for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// Where a vertical guide falls, or nil for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  /// No special properties.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Rebuilds the cache.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }

  /// No explicit guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// No explicit guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// Lays out the views `content` builds with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}

/// Properties of a layout that its container may ask about.
public struct LayoutProperties: Sendable {
  /// The axis of a stack layout, or nil.
  public var stackOrientation: Axis?
  /// Default properties.
  public init() {}
}

/// The preferred space around a view, which decides the spacing between neighbours.
public struct ViewSpacing: Equatable, Sendable {
  var horizontal: CGFloat
  var vertical: CGFloat

  /// No spacing preference.
  public static let zero = ViewSpacing(horizontal: 0, vertical: 0)

  init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The default spacing.
  public init() { self.init(horizontal: 8, vertical: 8) }

  /// The distance to put between this view and `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(horizontal, next.horizontal) : max(vertical, next.vertical)
  }

  /// Takes the larger preference of this and `other`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    horizontal = max(horizontal, other.horizontal)
    vertical = max(vertical, other.vertical)
  }

  /// The larger preference of this and `other`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }
}
