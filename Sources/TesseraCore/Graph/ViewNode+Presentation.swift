extension ViewNode {
  /// The node of the presentation this node is in, if any.
  var enclosingPresentation: ViewNode? {
    var current = parent
    while let ancestor = current {
      if ancestor.view(as: (any PresentationElement).self) != nil { return ancestor }
      current = ancestor.parent
    }
    return nil
  }
}
