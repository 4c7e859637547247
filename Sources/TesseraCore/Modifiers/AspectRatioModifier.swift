import Foundation

extension View {
  /// Constrains the view to `aspectRatio` (width over height; nil keeps the view's own
  /// ratio), fitting or filling the space offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Constrains the view to the aspect ratio of `aspectRatio`, fitting or filling the
  /// space offered.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(
      AspectRatioModifier(ratio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
  }

  /// Scales the view to fit the space offered, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// Constrains a view to an aspect ratio.
package struct AspectRatioModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// Width over height, or nil to keep the view's ideal ratio.
  package var ratio: CGFloat?
  /// Whether the view fits in or fills the space offered.
  package var contentMode: ContentMode

  package var inspectionDescription: String {
    let mode = contentMode == .fit ? "fit" : "fill"
    return ratio.map { "aspectRatio(\(InspectionFormat.number($0)), \(mode))" }
      ?? "aspectRatio(\(mode))"
  }
}
