import Foundation
import TesseraCore

/// Finds the controls that can take keyboard focus, in reading order, within the part of
/// the screen that takes input (the topmost presentation, else the whole tree).
@MainActor
package enum FocusNavigator {
  /// The node that receives input: the innermost presentation shown, else `root`. The
  /// graph keeps its presentations (an inner one mounts after the one it is in), so this
  /// costs their number, not a walk of the tree: it runs on every redraw.
  package static func inputRoot(_ root: ViewNode) -> ViewNode {
    root.graph?.inputRoot ?? root
  }

  /// Whether `node` is a control a user can focus.
  package static func isFocusable(_ node: ViewNode) -> Bool {
    guard node.environment.isEnabled else { return false }
    let isStop =
      node.isControl || node.terminalWidget?.isFocusable == true
      || node.selectableRow != nil || (node.hasContextMenu && !containsControl(node))
    // A back button or bar item of a hidden bar is not shown, so not a stop.
    return isStop && !node.isInHiddenBar
  }

  /// Whether a control lies under `node`: a view with a context menu and a control in it
  /// is reached through that control (Shift-F10 there opens the menu), not as a stop of
  /// its own.
  private static func containsControl(_ node: ViewNode) -> Bool {
    var found = false
    ElementTree.walk(node) { child in
      if child !== node, child.isControl { found = true }
      return !found
    }
    return found
  }

  /// The focusable controls under `root` in reading order (top to bottom, then left to
  /// right); presentations below the input root are not entered.
  package static func focusables(in root: ViewNode) -> [ViewNode] {
    let controls = controlsInTreeOrder(under: root)
    return controls.enumerated().sorted { a, b in
      let (first, second) = (a.element.frame, b.element.frame)
      if first.minY.rounded() != second.minY.rounded() { return first.minY < second.minY }
      if first.minX.rounded() != second.minX.rounded() { return first.minX < second.minX }
      return a.offset < b.offset
    }.map(\.element)
  }

  private static func controlsInTreeOrder(under root: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    ElementTree.walk(root) { node in
      if node !== root, node.view(as: (any PresentationElement).self) != nil { return false }
      if isFocusable(node) {
        result.append(node)
        // A control's label is not a separate stop, but a picker's options are not
        // controls either; stop here. A view with a tap gesture is content, though: the
        // buttons in a tappable card are stops of their own.
        return node.primitiveModifier is TapGestureModifier
          || node.primitiveModifier is any AttachedGesture || node.hasContextMenu
      }
      return true
    }
    return result
  }

  /// The control `offset` places after `current` (wrapping around), or the first.
  package static func move(from current: ViewNode?, by offset: Int, in root: ViewNode) -> ViewNode?
  {
    let controls = focusables(in: root)
    guard !controls.isEmpty else { return nil }
    guard let current, let index = controls.firstIndex(where: { $0 === current }) else {
      return offset >= 0 ? controls.first : controls.last
    }
    let next = (index + offset % controls.count + controls.count) % controls.count
    return controls[next]
  }

  /// The control drawn last (so on top) whose visible cells contain a point.
  package static func control(
    atColumn column: Int, row: Int, in root: ViewNode, visibleCells: (ViewNode) -> CellRect
  ) -> ViewNode? {
    var hit: ViewNode?
    // Controls under `allowsHitTesting(false)` let the click through to what is behind.
    for node in controlsInTreeOrder(under: root) where node.environment.allowsHitTesting {
      let rect = visibleCells(node)
      if column >= rect.column, column < rect.maxColumn, row >= rect.row, row < rect.maxRow {
        hit = node
      }
    }
    return hit
  }
}
