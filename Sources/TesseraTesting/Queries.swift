import Tessera

extension TestHost {
  /// Whether a `Text` with exactly `text` is shown.
  public func contains(text: String) -> Bool { (try? find(text: text)) != nil }

  /// The first `Text` showing exactly `text`.
  public func find(text: String) throws -> InspectedView {
    try first("text \"\(text)\"") { ($0.node.view as? Text)?.plainText == text }
  }

  /// The first control whose label (its texts joined by spaces) is `label`.
  public func find(control label: String) throws -> InspectedView {
    try first("a control labelled \"\(label)\"") {
      $0.node.view is any ActionControl && $0.label == label
    }
  }

  /// Every element that satisfies `predicate`, in order.
  public func findAll(where predicate: (InspectedView) -> Bool) -> [InspectedView] {
    var result: [InspectedView] = []
    InspectedView.walk(graph.root) { node in
      let element = InspectedView(node: node)
      if InspectedView.isElement(node), predicate(element) { result.append(element) }
      return true
    }
    return result
  }

  /// Taps the control labelled `label`.
  public func tap(_ label: String) throws {
    try find(control: label).tap()
  }

  func first(_ query: String, where predicate: (InspectedView) -> Bool) throws -> InspectedView {
    guard let match = findAll(where: predicate).first else {
      throw InspectionError.notFound(query, snapshot: snapshot)
    }
    return match
  }
}
