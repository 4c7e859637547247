import Foundation

extension View {
  /// Places the view in a frame whose size follows the space offered, within the given
  /// bounds. Pass `.infinity` as a maximum to take all the space offered. A nil bound
  /// leaves that side of the size to the view.
  @_disfavoredOverload
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}

/// A frame with minimum, ideal and maximum sizes around a view.
package struct FlexibleFrameModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The smallest width, or nil for no bound.
  package var minWidth: CGFloat?
  /// The width to take when offered no width, or nil for the view's.
  package var idealWidth: CGFloat?
  /// The largest width, or nil for no bound.
  package var maxWidth: CGFloat?
  /// The smallest height, or nil for no bound.
  package var minHeight: CGFloat?
  /// The height to take when offered no height, or nil for the view's.
  package var idealHeight: CGFloat?
  /// The largest height, or nil for no bound.
  package var maxHeight: CGFloat?
  /// Where the view sits in the frame.
  package var alignment: Alignment

  package var inspectionDescription: String {
    let bounds: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    var arguments = bounds.compactMap { name, value in
      value.map { "\(name): \(InspectionFormat.number($0))" }
    }
    if alignment != .center { arguments.append("alignment: \(alignment.inspectionName)") }
    return "frame(\(arguments.joined(separator: ", ")))"
  }
}
