// Apple's Core Graphics, as far as Linux has it: `CGFloat`, `CGPoint`, `CGSize`, `CGRect`
// and `CGAffineTransform` come with Foundation here. Shape and model files that write
// `import CoreGraphics` for them compile unchanged; `CGVector` is defined here. Drawing
// types (`CGContext`, `CGImage`, `CGColor`) are not part of it.
@_exported import Foundation

/// A two-dimensional vector: a direction and a length, as physics and gestures use it.
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector of `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of `dx` and `dy`.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector of `dx` and `dy`.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector of no length.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// `(dx, dy)`, as Core Graphics prints it.
  public var description: String { "(\(dx), \(dy))" }
}
