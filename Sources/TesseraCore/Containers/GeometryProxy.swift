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

extension GeometryProxy {
  /// The proxy of a view at `frame` (window coordinates) below `node`: its frame in the
  /// window, in its own coordinates, and in the space of each ancestor named with
  /// `coordinateSpace(name:)` (the nearest of a name wins).
  @MainActor
  package init(frame: CGRect, below node: ViewNode, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    var frames: [CoordinateSpace: CGRect] = [
      .global: frame, .local: CGRect(origin: .zero, size: frame.size),
    ]
    // A modifier that lays nothing out gets its frame from its content after the content
    // is placed, so while placing, the frame of the nearest view below it that has a
    // layout is its frame.
    var placed = node.frame
    var ancestor: ViewNode? = node
    while let current = ancestor {
      if LayoutEngine.layout(of: current) != nil { placed = current.frame }
      if let space = current.primitiveModifier as? CoordinateSpaceModifier {
        let named = CoordinateSpace.named(space.name)
        if frames[named] == nil {
          frames[named] = frame.offsetBy(dx: -placed.minX, dy: -placed.minY)
        }
      }
      ancestor = current.parent
    }
    self.init(size: frame.size, safeAreaInsets: safeAreaInsets, frames: frames)
  }
}
