import Foundation

extension ViewGraph {
  /// Scrolls every scroll view around `node` just enough that `node` shows: its far edge
  /// in, but never its near edge out (a control larger than the view). What the keyboard
  /// focuses is brought into view this way, in the terminal and in GTK, vertically and
  /// horizontally (the fourth card of a row).
  package func scrollIntoView(_ node: ViewNode) {
    var container = node.parent
    while let current = container {
      if let state = current.locals[ScrollState.self] {
        let frame = node.frame
        let viewport = current.frame
        let before = state.offset
        if frame.maxX > viewport.maxX {
          state.offset.x += min(frame.maxX - viewport.maxX, frame.minX - viewport.minX)
        }
        if frame.minX < viewport.minX { state.offset.x -= viewport.minX - frame.minX }
        if frame.maxY > viewport.maxY {
          state.offset.y += min(frame.maxY - viewport.maxY, frame.minY - viewport.minY)
        }
        if frame.minY < viewport.minY { state.offset.y -= viewport.minY - frame.minY }
        if state.offset != before {
          current.invalidatePlacement()
          // The frames the next scroll view out looks at, after this one moved.
          layout()
        }
      }
      container = current.parent
    }
  }
}
