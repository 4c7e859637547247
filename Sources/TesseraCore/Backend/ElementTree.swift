/// The rendered element tree: the nodes that are elements (texts, controls, containers,
/// visible modifiers), with the structure-only nodes between them left out. Backends draw
/// it; TesseraTesting queries and snapshots it.
@MainActor
package enum ElementTree {
  /// Whether `node` is an element rather than structure.
  package static func isElement(_ node: ViewNode) -> Bool {
    if let element = node.view(as: (any InspectableElement).self) { return element.isInspectable }
    if let element = node.primitiveModifier as? any InspectableElement {
      return element.isInspectable
    }
    return false
  }

  /// The one-line description of an element (or the type name of any other node).
  package static func describe(_ node: ViewNode) -> String {
    (node.view(as: (any InspectableElement).self))?.inspectionDescription
      ?? (node.primitiveModifier as? any InspectableElement)?.inspectionDescription
      ?? node.typeName
  }

  /// The nearest descendants of `node` that are elements, in order.
  package static func elementChildren(of node: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    guard !node.hidesContent else { return result }
    for child in node.children {
      if isElement(child) {
        result.append(child)
      } else {
        result += elementChildren(of: child)
      }
    }
    return result
  }

  /// Visits `node` and its shown descendants in order (not those a `ConcealingView`
  /// conceals or `hidden()` hides, nor a mask's or a canvas's symbols, which are never
  /// drawn where they are); `visit` returns false to skip a subtree.
  package static func walk(_ node: ViewNode, _ visit: (ViewNode) -> Bool) {
    guard visit(node), !node.hidesContent else { return }
    for child in node.children where !child.isNeverDrawnInPlace { walk(child, visit) }
  }

  /// Visits `node` and its shown descendants as ``walk(_:_:)`` does, siblings in the
  /// order they are drawn (a higher `zIndex` later): the last visited under a point is the
  /// one in front, which takes a click.
  package static func walkInDrawingOrder(_ node: ViewNode, _ visit: (ViewNode) -> Bool) {
    guard visit(node), !node.hidesContent else { return }
    for child in ViewNode.inDrawingOrder(node.children) where !child.isNeverDrawnInPlace {
      walkInDrawingOrder(child, visit)
    }
  }

  /// The elements under and including `node` as lines indented two spaces a level.
  package static func snapshot(of node: ViewNode) -> String {
    var lines: [String] = []
    func add(_ node: ViewNode, depth: Int) {
      var depth = depth
      if isElement(node) {
        lines.append(String(repeating: "  ", count: depth) + describe(node))
        depth += 1
      }
      guard !node.hidesContent else { return }
      for child in node.children { add(child, depth: depth) }
    }
    add(node, depth: 0)
    return lines.joined(separator: "\n")
  }
}

extension ViewNode {
  /// Whether the node is a part its parent uses rather than draws: a `mask`'s views, or a
  /// canvas's symbols. Nobody sees it where it is laid out, or clicks it there.
  package var isNeverDrawnInPlace: Bool {
    key.slot == .part("mask") || key.slot == .part("symbols")
  }
}
