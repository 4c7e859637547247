import Tessera

/// One element of a rendered view: a text, a control, a container or a modifier, with
/// its element children. Queries return these; actions on them behave as a user's would.
@MainActor
public struct InspectedView: @MainActor CustomStringConvertible {
  let node: ViewNode

  /// The element's one-line description, as in snapshots (`Text("Hi")`, `Button`).
  public var description: String {
    (node.view as? any InspectableElement)?.inspectionDescription
      ?? (node.primitiveModifier as? any InspectableElement)?.inspectionDescription
      ?? node.typeName
  }

  /// The element's kind: its type name without generic arguments (`Button`, `Text`).
  public var kind: String {
    let name = node.typeName
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// The characters of a `Text`, or nil for other elements.
  public var text: String? { (node.view as? Text)?.plainText }

  /// All texts shown inside this element, in order, joined by spaces: a button's title,
  /// a toggle's label.
  public var label: String { texts.joined(separator: " ") }

  /// All texts inside this element, in order.
  public var texts: [String] {
    var result: [String] = []
    Self.walk(node) { node in
      if let text = node.view as? Text { result.append(text.plainText) }
      return true
    }
    return result
  }

  /// The element children: the nearest descendants that are elements themselves.
  public var children: [InspectedView] {
    Self.elementChildren(of: node).map(InspectedView.init(node:))
  }

  /// Whether the node is an element (shown in snapshots) rather than structure.
  static func isElement(_ node: ViewNode) -> Bool {
    node.view is any InspectableElement || node.primitiveModifier is any InspectableElement
  }

  static func elementChildren(of node: ViewNode) -> [ViewNode] {
    var result: [ViewNode] = []
    for child in node.children {
      if isElement(child) {
        result.append(child)
      } else {
        result += elementChildren(of: child)
      }
    }
    return result
  }

  /// Visits `node` and its descendants in order; `visit` returns false to skip a subtree.
  static func walk(_ node: ViewNode, _ visit: (ViewNode) -> Bool) {
    guard visit(node) else { return }
    for child in node.children { walk(child, visit) }
  }

  /// This element and its descendants as indented lines.
  public var snapshot: String {
    var lines: [String] = []
    func add(_ node: ViewNode, depth: Int) {
      var depth = depth
      if Self.isElement(node) {
        lines.append(String(repeating: "  ", count: depth) + InspectedView(node: node).description)
        depth += 1
      }
      for child in node.children { add(child, depth: depth) }
    }
    add(node, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// Activates this element as a tap would: a button's action runs.
  public func tap() throws {
    guard let control = node.view as? any ActionControl else {
      throw InspectionError.notActionable(description)
    }
    control.activate()
    node.graph?.update()
  }
}

/// Why a query or an action on a rendered view failed.
public enum InspectionError: Error, CustomStringConvertible {
  /// Nothing matched; the snapshot shows what was there.
  case notFound(String, snapshot: String)
  /// The element cannot do what was asked.
  case notActionable(String)

  /// A message naming what was looked for or done.
  public var description: String {
    switch self {
    case .notFound(let query, let snapshot):
      "No view matches \(query). The screen shows:\n\(snapshot)"
    case .notActionable(let element):
      "\(element) cannot be activated"
    }
  }
}
