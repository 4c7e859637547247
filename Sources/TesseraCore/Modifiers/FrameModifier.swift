import Foundation

extension View {
  /// Places the view in a frame of a fixed `width` and/or `height`; a nil dimension is the
  /// view's own. The view sits in the frame by `alignment`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }
}

/// A frame of fixed size around a view.
package struct FrameModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The frame's width, or nil to use the view's.
  package var width: CGFloat?
  /// The frame's height, or nil to use the view's.
  package var height: CGFloat?
  /// Where the view sits in the frame.
  package var alignment: Alignment

  package var inspectionDescription: String {
    var arguments: [String] = []
    if let width { arguments.append("width: \(InspectionFormat.number(width))") }
    if let height { arguments.append("height: \(InspectionFormat.number(height))") }
    if alignment != .center { arguments.append("alignment: \(alignment.inspectionName)") }
    return "frame(\(arguments.joined(separator: ", ")))"
  }
}
