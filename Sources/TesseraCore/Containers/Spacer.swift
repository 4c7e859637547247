import Foundation

/// Flexible empty space: in a stack it grows along the stack's axis to push the other
/// views apart.
public struct Spacer: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The smallest length the spacer shrinks to, or nil for the default.
  public var minLength: CGFloat?

  /// A spacer that shrinks no smaller than `minLength`.
  public nonisolated init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView, InspectableElement {
  package var inspectionDescription: String {
    minLength.map { "Spacer(minLength: \(InspectionFormat.number($0)))" } ?? "Spacer"
  }
}
