import Foundation

/// Identifies a custom alignment guide and gives its value for views that don't set it
/// with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// private enum MidAccount: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment {
///   static let midAccount = VerticalAlignment(MidAccount.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's position in a view of `context`'s size, when the view does not set it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Built-in guides, named for snapshots.
package enum BuiltInAlignmentID: Sendable {
  package enum Leading: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  package enum HorizontalCenter: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
  }
  package enum Trailing: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
  }
  package enum Top: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }
  package enum VerticalCenter: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
  }
  package enum Bottom: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  /// Views without text have their baseline at the bottom.
  package enum FirstTextBaseline: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
  /// Views without text have their baseline at the bottom.
  package enum LastTextBaseline: AlignmentID {
    package static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  }
}
