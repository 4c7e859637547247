extension View {
  /// Layers `overlay` in front of the view, sized by the view and placed by `alignment`.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modifier(OverlayModifier(overlay: overlay, alignment: alignment))
  }

  /// Layers the views `content` builds in front of the view, sized by the view and placed
  /// by `alignment`.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(OverlayModifier(overlay: content(), alignment: alignment))
  }

  /// Layers a rectangle painted with `style` in front of the view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      OverlayModifier(
        overlay: _ShapeView(shape: Rectangle(), style: style), alignment: .center,
        ignoresSafeAreaEdges: edges))
  }

  /// Layers `shape`, painted with `style`, in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      OverlayModifier(
        overlay: _ShapeView(shape: shape, style: style, fillStyle: fillStyle),
        alignment: .center))
  }
}

/// A view layered in front of another and sized by it.
package struct OverlayModifier<Overlay: View>: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// The view in front.
  package var overlay: Overlay
  /// Where the overlay sits over the view.
  package var alignment: Alignment
  /// The safe-area edges a style overlay extends under; nil for view overlays.
  package var ignoresSafeAreaEdges: Edge.Set?

  package init(overlay: Overlay, alignment: Alignment, ignoresSafeAreaEdges: Edge.Set? = nil) {
    self.overlay = overlay
    self.alignment = alignment
    self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
  }

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    children.append(overlay, key: ChildKey(.part("overlay"), for: overlay))
  }

  package var inspectionDescription: String {
    LayerDescription.make(
      "overlay", alignment: alignment, ignoresSafeAreaEdges: ignoresSafeAreaEdges)
  }
}
