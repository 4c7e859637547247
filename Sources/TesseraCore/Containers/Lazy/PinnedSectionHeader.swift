import Foundation

/// The header a lazy stack or grid with `pinnedViews: .sectionHeaders` keeps in view: the
/// one whose section is under the start of the scroll view, drawn there over the rows
/// (its `zIndex` is raised) until the end of its section pushes it back up, as in SwiftUI.
@MainActor
struct PinnedSectionHeader {
  /// The header's row.
  let index: Int
  /// Where its start goes along the axis; nil when it is not built.
  let start: CGFloat?

  /// The header to pin over rows placed at `placed` (row index → start and length along
  /// the axis; the rows of `range`), or nil when every header is where it belongs.
  /// `viewportStart` is where the scroll view begins along the axis, and `length` gives
  /// a header's length (the last header before the range is built for it).
  static func find(
    in rows: LazyRows, range: Range<Int>, placed: [Int: (start: CGFloat, length: CGFloat)],
    viewportStart: CGFloat, length: (Int) -> CGFloat?
  ) -> PinnedSectionHeader? {
    let parts = rows.sectionParts.sorted { $0.key < $1.key }
    let headers = parts.filter { $0.value == .header }.map(\.key)
    // The last header at or before the viewport's start: one above the rows built, or
    // one built whose start has scrolled past it.
    guard
      let header = headers.last(where: { index in
        index < range.lowerBound || (placed[index].map { $0.start <= viewportStart } ?? false)
      })
    else { return nil }
    if let natural = placed[header], natural.start >= viewportStart { return nil }
    // Its section ends at its footer, else before the next header, else with the rows.
    let next = headers.first { $0 > header } ?? rows.count
    let footer = parts.first { $0.value == .footer && $0.key > header && $0.key < next }?.key
    let last = footer ?? next - 1
    let end: CGFloat
    if let row = placed[last] {
      end = row.start + row.length
    } else if last < range.lowerBound {
      return nil
    } else {
      end = .infinity
    }
    guard end > viewportStart else { return nil }
    return PinnedSectionHeader(
      index: header, start: length(header).map { min(viewportStart, end - $0) })
  }
}
