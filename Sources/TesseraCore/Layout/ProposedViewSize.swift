import Foundation

/// The size a parent offers a child. A nil dimension asks for the child's ideal size;
/// zero asks for its minimum and infinity for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with nil dimensions replaced by those of `size` (by default 10 × 10,
  /// as SwiftUI does).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
