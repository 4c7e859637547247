import Foundation

/// Where a navigation stack's layout put its title: the free stretch of the bar between
/// the back button and the toolbar items, and the large title's row, if any.
package final class NavigationBarPlacement {
  /// The free stretch of the bar, in points, for an inline title.
  package var titleSpan: ClosedRange<CGFloat> = 0...0
  /// The large title shown under the bar, or nil for an inline one.
  package var largeTitle: String?
  /// Where the large title's row starts.
  package var largeTitleOrigin: CGPoint = .zero
  /// Whether the top page hid the bar: nothing is drawn for it.
  package var isBarHidden = false
}
