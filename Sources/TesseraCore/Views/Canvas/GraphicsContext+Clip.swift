import Foundation

extension GraphicsContext {
  /// How `clip(to:style:options:)` clips.
  public struct ClipOptions: OptionSet, Sendable {
    /// The options, one bit each.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Draw outside the shape instead of inside it.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// Draws what comes next only inside `path` (outside it, with `.inverse`), as well as
  /// inside the clips already there. The path is in the current coordinates: the
  /// transform at the time of the call applies to it.
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    adjustment.clips.append(
      CanvasClip(
        path: path.applying(transform), evenOdd: style.isEOFilled,
        inverse: options.contains(.inverse)))
  }

  /// The smallest rectangle, in the current coordinates, that holds everything the
  /// context can still draw: the canvas, narrowed by the clips.
  public var clipBoundingRect: CGRect {
    let visible = adjustment.clips.reduce(bounds) { rect, clip in
      clip.inverse ? rect : rect.intersection(clip.path.boundingRect)
    }
    guard !visible.isNull else { return .zero }
    return visible.applying(transform.inverted())
  }

  /// Draws `content` in a new layer: a copy of this context, whose clips, filters and
  /// transform end with the layer.
  ///
  /// The layer is not drawn offscreen: its opacity and blend mode apply to each thing
  /// it draws rather than to the layer as a whole (see the divergences).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }
}
