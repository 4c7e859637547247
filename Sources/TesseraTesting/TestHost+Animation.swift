import Tessera

extension TestHost {
  /// Where `view` is drawn now, in points: its frame as a frame drawn at the host's
  /// ``time`` shows it, part of the way through any animation moving it (its
  /// ``InspectedView/frame`` is where layout put it, where the animation ends). Nil when
  /// it is not drawn.
  public func drawnFrame(of view: InspectedView) -> CGRect? {
    drawnPath(to: view)?.last?.frame
  }

  /// How opaque `view` is drawn now (0 invisible, 1 opaque): the opacities of the views
  /// around it multiplied, part of the way through any animation fading them. Nil when it
  /// is not drawn.
  public func drawnOpacity(of view: InspectedView) -> Double? {
    drawnPath(to: view).map { $0.reduce(1) { $0 * $1.decorations.opacity } }
  }

  /// The elements from the window down to the one drawing `view` (its own, or the
  /// nearest around it), in the tree as drawn now.
  private func drawnPath(to view: InspectedView) -> [RenderElement]? {
    let tree = loop.renderTree()
    var node: ViewNode? = view.node
    while let current = node {
      for element in tree.elements {
        if let path = Self.path(to: current.renderID, in: element) { return path }
      }
      node = current.parent
    }
    return nil
  }

  private static func path(to id: RenderID, in element: RenderElement) -> [RenderElement]? {
    if element.id == id { return [element] }
    for child in element.children {
      if let path = path(to: id, in: child) { return [element] + path }
    }
    return nil
  }
}
