import Tessera

extension TestHost {
  /// Whether a `Text` showing exactly `text` is in the tree.
  public func contains(text: String) -> Bool { (try? find(text: text)) != nil }

  /// Every text shown, in order.
  public var texts: [String] { root.texts }

  /// The first `Text` showing exactly `text`.
  public func find(text: String) throws -> InspectedView {
    try first("text \"\(text)\"") { $0.text == text }
  }

  /// The first control (button, toggle, text field, picker, date picker) whose label is
  /// `label`: its accessibility label, its texts joined by spaces, or its own title.
  public func find(control label: String) throws -> InspectedView {
    try first("a control labelled \"\(label)\"") { Self.isControl($0.node) && $0.label == label }
  }

  /// The element carrying the accessibility identifier `identifier`, or the element a
  /// modifier with that identifier is applied to.
  public func find(identifier: String) throws -> InspectedView {
    try first("accessibility identifier \"\(identifier)\"") {
      !($0.node.primitiveModifier is AccessibilityModifier)
        && $0.node.accessibility(.identifier) == identifier
    }
  }

  /// Every element of the given kind (`"Toggle"`, `"Button"`, `"Sheet"`), in order.
  public func findAll(kind: String) -> [InspectedView] {
    findAll { $0.kind == kind || $0.description == kind }
  }

  /// Every element that satisfies `predicate`, in order.
  public func findAll(where predicate: (InspectedView) -> Bool) -> [InspectedView] {
    var result: [InspectedView] = []
    ElementTree.walk(graph.root) { node in
      let element = InspectedView(node: node)
      if ElementTree.isElement(node), predicate(element) { result.append(element) }
      return true
    }
    return result
  }

  /// The presentations shown now (sheets, covers, alerts), outermost first.
  public var presentations: [InspectedView] {
    findAll { ($0.node.view(as: (any PresentationElement).self) != nil) }
  }

  // MARK: Actions by label

  /// Taps the control labelled `label`.
  public func tap(_ label: String) throws { try find(control: label).tap() }

  /// Flips the toggle labelled `label`.
  public func toggle(_ label: String) throws { try find(control: label).toggle() }

  /// Types `text` at the end of the text field labelled `label`.
  public func type(_ text: String, into label: String) throws {
    try find(control: label).type(text)
  }

  /// Selects the option labelled `option` in the picker labelled `label`.
  public func select(_ option: String, in label: String) throws {
    try find(control: label).select(option: option)
  }

  /// Sets the date of the date picker labelled `label`.
  public func setDate(_ date: Date, in label: String) throws {
    try find(control: label).setDate(date)
  }

  /// Dismisses the innermost presentation, as Esc would.
  public func dismissPresentation() throws {
    guard let presentation = presentations.last else {
      throw InspectionError.notFound("a presentation to dismiss", snapshot: snapshot)
    }
    try presentation.dismiss()
  }

  static func isControl(_ node: ViewNode) -> Bool {
    (node.view(as: (any ActionControl).self) != nil)
      || (node.view(as: (any ToggleControl).self) != nil)
      || (node.view(as: (any TextInputControl).self) != nil)
      || (node.view(as: (any SelectionControl).self) != nil)
      || (node.view(as: (any DateControl).self) != nil)
  }

  func first(_ query: String, where predicate: (InspectedView) -> Bool) throws -> InspectedView {
    guard let match = findAll(where: predicate).first else {
      throw InspectionError.notFound(query, snapshot: snapshot)
    }
    return match
  }
}
