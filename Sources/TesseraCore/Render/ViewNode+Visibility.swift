import Foundation

extension ViewNode {
  /// Where this container's content may draw, in window coordinates: below a navigation
  /// bar and above its stack's bottom toolbar, or above a tab bar (each `barHeight`
  /// tall); nil for other nodes (anywhere).
  package func contentArea(barHeight: CGFloat) -> CGRect? {
    if view(as: (any NavigationContainer).self) != nil,
      let placement = locals[NavigationBarPlacement.self],
      !placement.isBarHidden || placement.bottomBarHeight > 0
    {
      let top = placement.isBarHidden ? 0 : barHeight
      return CGRect(
        x: frame.minX, y: frame.minY + top, width: frame.width,
        height: max(frame.height - top - placement.bottomBarHeight, 0))
    }
    if view(as: (any TabContainer).self) != nil {
      // A paged tab view keeps a row for its dots, if it shows them.
      let hasBar =
        children.contains { $0.key.isPart } && locals[TabBarPlacement.self]?.isHidden != true
      return CGRect(
        x: frame.minX, y: frame.minY, width: frame.width,
        height: frame.height - (hasBar ? barHeight : 0))
    }
    return nil
  }

  /// Whether the node hides what its content draws outside its frame: a scroll view, a
  /// list, or a `clipped`, `clipShape` or `cornerRadius` (cut to the shape's bounding
  /// rectangle; a backend that can draws the shape's outline on the pictures and fills
  /// inside).
  package var clipsContent: Bool {
    (view(as: (any ScrollingContainer).self) != nil && !environment.isScrollClipDisabled)
      || primitiveModifier is any ClipOutline
  }

  /// The part of the frame a user can see, in window coordinates: the frame cut by the
  /// clipping of every container around it (scroll views, lists, clipping modifiers, the
  /// content areas of bars). Toolbar items show in the bar, outside their page's content area.
  package func visibleFrame(barHeight: CGFloat) -> CGRect {
    var visible = frame
    var child = self
    while let parent = child.parent {
      if child.key.slot == .part("toolbar") { break }
      if !child.key.isPart {
        if let area = parent.contentArea(barHeight: barHeight) {
          visible = visible.clipped(to: area)
        }
        if parent.clipsContent { visible = visible.clipped(to: parent.frame) }
      }
      child = parent
    }
    return visible
  }
}

extension CGRect {
  /// Whether the rectangle is placed somewhere: not null, and every edge finite.
  package var hasFiniteEdges: Bool {
    !isNull && minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite
  }

  /// The part of this rectangle inside `other`: of no size (at the nearest corner) when
  /// they do not meet, rather than `CGRect.null`.
  package func clipped(to other: CGRect) -> CGRect {
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    return CGRect(
      x: left, y: top, width: Swift.max(Swift.min(maxX, other.maxX) - left, 0),
      height: Swift.max(Swift.min(maxY, other.maxY) - top, 0))
  }
}
