import Foundation

/// A type-erased shape, for choosing between shapes of different types.
public struct AnyShape: Shape {
  private let makePath: @Sendable (CGRect) -> Path
  private let size: @Sendable (ProposedViewSize) -> CGSize
  private let name: String

  /// Erases the type of `shape`.
  public nonisolated init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    size = { shape.sizeThatFits($0) }
    name = InspectionFormat.shape(shape)
  }

  /// The wrapped shape's path.
  public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }

  /// The wrapped shape's size.
  public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    size(proposal)
  }
}

extension AnyShape: InspectableShape {
  package nonisolated var shapeDescription: String { name }
}
