extension View {
  /// Layers `background` behind the view, sized by the view and placed by `alignment`.
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modifier(BackgroundModifier(background: background, alignment: alignment))
  }

  /// Layers the views `content` builds behind the view, sized by the view and placed by
  /// `alignment`.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(BackgroundModifier(background: content(), alignment: alignment))
  }

  /// Paints the view's background with `style`, extending under the safe area on `edges`.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modifier(
      BackgroundModifier(
        background: _ShapeView(shape: Rectangle(), style: style), alignment: .center,
        ignoresSafeAreaEdges: edges))
  }

  /// Layers `shape`, painted with `style`, behind the view.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      BackgroundModifier(
        background: _ShapeView(shape: shape, style: style, fillStyle: fillStyle),
        alignment: .center))
  }
}

/// A view layered behind another and sized by it.
package struct BackgroundModifier<Background: View>: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// The view behind.
  package var background: Background
  /// Where the background sits behind the view.
  package var alignment: Alignment
  /// The safe-area edges a style background extends under; nil for view backgrounds.
  package var ignoresSafeAreaEdges: Edge.Set?

  package init(
    background: Background, alignment: Alignment, ignoresSafeAreaEdges: Edge.Set? = nil
  ) {
    self.background = background
    self.alignment = alignment
    self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
  }

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    children.append(background, key: ChildKey(.part("background"), for: background))
  }

  package var inspectionDescription: String {
    LayerDescription.make(
      "background", alignment: alignment, ignoresSafeAreaEdges: ignoresSafeAreaEdges)
  }
}

/// Describes `overlay` and `background`, leaving out default arguments.
enum LayerDescription {
  static func make(_ name: String, alignment: Alignment, ignoresSafeAreaEdges: Edge.Set?)
    -> String
  {
    var arguments: [String] = []
    if alignment != .center { arguments.append("alignment: \(alignment.inspectionName)") }
    if let edges = ignoresSafeAreaEdges, edges != .all {
      arguments.append("ignoresSafeAreaEdges: \(edges.inspectionName)")
    }
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

extension View {
  /// Layers `shape`, painted with the background style, behind the view: a card's
  /// rounded backdrop in the window's background colour.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }
}
