extension View {
  /// Blends the view with what is behind it in `blendMode`: the terminal mixes the
  /// colours of its cells; GTK paints every mode as `.normal` (see docs/Divergences.md).
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(CompositingModifier(effect: .blend(blendMode)))
  }

  /// Composites the view's content as one layer before effects around it apply.
  /// Tessera's effects already apply to the view as a whole, so nothing changes.
  public func compositingGroup() -> some View {
    modifier(CompositingModifier(effect: .group))
  }

  /// Renders the view offscreen as one image before showing it. Recorded; it does not
  /// change what either backend draws.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    modifier(CompositingModifier(effect: .group))
  }

  /// Shows the view only where `mask` draws, as much as what it draws there is opaque:
  /// the mask is laid out over the view (offered its size, placed by `alignment`) and not
  /// shown itself.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(CompositingModifier(effect: .mask(AnyView(mask()), alignment)))
  }

  /// Shows the view only where `mask` draws.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(CompositingModifier(effect: .mask(AnyView(mask), .center)))
  }
}

/// How a view's colours combine with those behind it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
  case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// How colours are computed when a group is rendered offscreen.
public enum ColorRenderingMode: Hashable, Sendable {
  /// In the display's gamma-encoded space.
  case nonLinear
  /// In linear light.
  case linear
  /// In linear light, beyond the 0…1 range.
  case extendedLinear
}

/// `blendMode`, `compositingGroup`, `drawingGroup` and `mask`: recorded for inspection
/// (and a backend that draws them), with no effect on layout; a mask's views are the
/// node's part "mask", laid out over it as an overlay is.
package struct CompositingModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never

  /// What the modifier asks.
  package enum Effect {
    case blend(BlendMode)
    case group
    case mask(AnyView, Alignment)
  }

  let effect: Effect

  package func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    guard case .mask(let mask, _) = effect else { return }
    children.append(mask, key: ChildKey(.part("mask"), for: mask))
  }

  package var inspectionDescription: String {
    switch effect {
    case .blend(let mode): "blendMode(.\(mode))"
    case .group: "compositingGroup"
    case .mask: "mask"
    }
  }
}
