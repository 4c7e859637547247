import Foundation

/// The size and position a `GeometryReader` was given, for its content to read.
public struct GeometryProxy {
  /// The size offered to the reader.
  package var sizeValue: CGSize
  /// The safe-area insets inside the reader.
  package var safeAreaInsetsValue: EdgeInsets
  /// The reader's frame in the coordinate spaces layout knows about; `.local` is
  /// derived from the size when missing.
  package var frames: [CoordinateSpace: CGRect]

  package init(
    size: CGSize = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(),
    frames: [CoordinateSpace: CGRect] = [:]
  ) {
    self.sizeValue = size
    self.safeAreaInsetsValue = safeAreaInsets
    self.frames = frames
  }

  /// The size offered to the reader.
  public var size: CGSize { sizeValue }

  /// The safe-area insets inside the reader.
  public var safeAreaInsets: EdgeInsets { safeAreaInsetsValue }

  /// The reader's frame in `coordinateSpace`. Before layout has run, every space reports
  /// a frame at the origin.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    frames[coordinateSpace] ?? CGRect(origin: .zero, size: sizeValue)
  }

  /// The rectangle `anchor` stands for, in the reader's coordinates.
  public subscript(anchor: Anchor<CGRect>) -> CGRect {
    let origin = frame(in: .global).origin
    return anchor.windowValue.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The point `anchor` stands for, in the reader's coordinates.
  public subscript(anchor: Anchor<CGPoint>) -> CGPoint {
    let origin = frame(in: .global).origin
    return CGPoint(x: anchor.windowValue.x - origin.x, y: anchor.windowValue.y - origin.y)
  }
}
