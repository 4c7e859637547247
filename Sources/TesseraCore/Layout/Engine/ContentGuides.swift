import Foundation

/// The alignment guides a container passes up from the views it placed: a guide a child
/// sets (a text's baseline, an `alignmentGuide`, a guide its own children set) is the
/// container's too, moved by where the child sits, as in SwiftUI.
@MainActor
enum ContentGuides {
  /// `guide` of a single content view measured for `proposal` and placed with its top
  /// leading corner at `origin` in the container; nil when there is not exactly one view
  /// or it does not set the guide.
  static func value(
    _ guide: AlignmentGuideKey, of subviews: LayoutSubviews, proposal: ProposedViewSize,
    at origin: CGPoint
  ) -> CGFloat? {
    guard subviews.count == 1 else { return nil }
    return value(guide, of: subviews[0].dimensions(in: proposal), at: origin)
  }

  /// `guide` of a view of `dimensions` whose top leading corner is at `origin`.
  static func value(_ guide: AlignmentGuideKey, of dimensions: ViewDimensions, at origin: CGPoint)
    -> CGFloat?
  {
    guard let value = dimensions[explicit: guide] else { return nil }
    switch guide {
    case .horizontal: return origin.x + value
    case .vertical: return origin.y + value
    }
  }

  /// `guide` of several placed views, each with its dimensions and the origin it was
  /// placed at: the values of those that set it, combined as SwiftUI combines them (the
  /// topmost first baseline, the lowest last baseline, otherwise their mean).
  static func combined(
    _ guide: AlignmentGuideKey, of placed: [(dimensions: ViewDimensions, origin: CGPoint)]
  ) -> CGFloat? {
    let values = placed.compactMap { value(guide, of: $0.dimensions, at: $0.origin) }
    guard !values.isEmpty else { return nil }
    switch guide {
    case .vertical(.firstTextBaseline): return values.min()
    case .vertical(.lastTextBaseline): return values.max()
    default: return values.reduce(0, +) / CGFloat(values.count)
    }
  }
}
