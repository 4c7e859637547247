import Foundation

/// A colour picker: its label, and a well of the chosen colour that opens the palette in
/// a popover.
struct ColorWell: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: AnyView
  @State private var isChoosing = false

  var body: some View {
    ColorWellControl(
      color: selection.wrappedValue, supportsOpacity: supportsOpacity, label: label,
      choose: { selection.wrappedValue = $0 }, open: { isChoosing = true }
    )
    .popover(isPresented: $isChoosing) {
      ColorPalette(selection: selection, supportsOpacity: supportsOpacity) {
        isChoosing = false
      }
    }
  }
}

/// The picker as a control: its label at the leading edge and the well, drawn by each
/// backend, at the trailing edge. Activated, it opens Tessera's palette; a backend with a
/// colour chooser of its own (GTK's `GtkColorButton`) opens that instead, and reports its
/// choice (``ElementEvent/chooseColor``).
package struct ColorWellControl: View {
  /// Drawn by Tessera itself: it has no body.
  package typealias Body = Never
  /// The colour shown.
  package let color: Color
  /// Whether a chooser offers the colour's opacity.
  package let supportsOpacity: Bool
  let label: AnyView
  let choose: (Color) -> Void
  let open: () -> Void

  /// Makes `color` the chosen colour, as a backend's own chooser does.
  package func choose(_ color: Color) {
    choose(color)
  }
}

extension ColorWellControl: PrimitiveView, ActionControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.appendControlLabel(label, of: node)
  }

  package var buttonRole: ButtonRole? { nil }

  package func activate(in environment: EnvironmentValues) { open() }

  package var inspectionDescription: String { "ColorWell(\(color))" }
}

extension ColorWellControl: NodeLayout {
  /// The label at the leading edge and the well at the trailing edge, taking the whole
  /// width offered, as a toggle does.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    ControlLayout.sizeWithTrailingIndicator(
      context.metrics.colorWellSize, proposal: proposal, context: context)
  }

  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    let gap = context.metrics.defaultSpacing.width
    ControlLayout.placeLabel(
      context, in: bounds, width: bounds.width - context.metrics.colorWellSize.width - gap)
  }
}

extension ViewNode {
  /// Makes `color` the colour of the colour picker whose well this node shows.
  package func performColorChoice(_ color: Color) -> ActionOutcome {
    guard let well = view(as: ColorWellControl.self) else { return .notApplicable }
    guard environment.isEnabled else { return .disabled }
    guard well.color != color else { return .notApplicable }
    well.choose(color)
    return .performed
  }
}
