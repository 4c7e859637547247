import Foundation

/// A layout chosen at run time, so a view can switch between layouts and keep its
/// subviews' state: `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
///
/// It does everything its wrapped layout does: sizes, places, reports alignment guides
/// and spacing, keeps the wrapped layout's cache, and gives spacers and dividers the
/// wrapped layout's axis.
public struct AnyLayout: Layout {
  private let base: any Layout

  /// Erases the type of `layout`.
  public init<L: Layout>(_ layout: L) { base = layout }

  /// The wrapped layout's cache, remade when the wrapped layout's type changes.
  public struct Cache {
    fileprivate var layoutType: ObjectIdentifier
    fileprivate var value: Any
  }

  /// The stack axis of the wrapped layout.
  package var stackOrientation: Axis? { type(of: base).layoutProperties.stackOrientation }

  /// The wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache { base.erasedMakeCache(subviews) }

  /// Updates the wrapped layout's cache, or makes a new one if the layout is of another
  /// type than the one that made it.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    base.erasedUpdateCache(&cache, subviews)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    base.erasedSpacing(subviews, &cache)
  }

  /// The wrapped layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    base.erasedSize(proposal, subviews, &cache)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    base.erasedPlace(bounds, proposal, subviews, &cache)
  }

  /// The wrapped layout's horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    base.erasedGuide(.horizontal(guide), bounds, proposal, subviews, &cache)
  }

  /// The wrapped layout's vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    base.erasedGuide(.vertical(guide), bounds, proposal, subviews, &cache)
  }
}

/// The operations of `AnyLayout`, on the concrete layout it wraps.
extension Layout {
  fileprivate func erasedMakeCache(_ subviews: Subviews) -> AnyLayout.Cache {
    AnyLayout.Cache(layoutType: ObjectIdentifier(Self.self), value: makeCache(subviews: subviews))
  }

  fileprivate func erasedUpdateCache(_ cache: inout AnyLayout.Cache, _ subviews: Subviews) {
    guard cache.layoutType == ObjectIdentifier(Self.self), var value = cache.value as? Cache
    else {
      cache = erasedMakeCache(subviews)
      return
    }
    updateCache(&value, subviews: subviews)
    cache.value = value
  }

  fileprivate func erasedSpacing(_ subviews: Subviews, _ cache: inout AnyLayout.Cache)
    -> ViewSpacing
  {
    withErasedCache(&cache, subviews) { spacing(subviews: subviews, cache: &$0) }
  }

  fileprivate func erasedSize(
    _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout AnyLayout.Cache
  ) -> CGSize {
    withErasedCache(&cache, subviews) {
      sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  fileprivate func erasedPlace(
    _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
    _ cache: inout AnyLayout.Cache
  ) {
    withErasedCache(&cache, subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  fileprivate func erasedGuide(
    _ guide: AlignmentGuideKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
    _ subviews: Subviews, _ cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    withErasedCache(&cache, subviews) { cache in
      switch guide {
      case .horizontal(let guide):
        explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let guide):
        explicitAlignment(
          of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }

  /// Runs `body` with this layout's cache, made anew if `cache` belongs to a layout of
  /// another type.
  private func withErasedCache<R>(
    _ cache: inout AnyLayout.Cache, _ subviews: Subviews, _ body: (inout Cache) -> R
  ) -> R {
    guard cache.layoutType == ObjectIdentifier(Self.self), var value = cache.value as? Cache
    else {
      cache = erasedMakeCache(subviews)
      return withErasedCache(&cache, subviews, body)
    }
    defer { cache.value = value }
    return body(&value)
  }
}
