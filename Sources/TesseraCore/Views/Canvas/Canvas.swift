import Foundation

/// A view you draw into with code: paths, shapes and text, through a `GraphicsContext`
/// (a chart, a gauge, a sketch).
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
/// }
/// ```
///
/// It takes the space offered, and draws again when it is laid out at another size or
/// its view changes.
public struct Canvas<Symbols: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// Views the renderer can draw, each tagged with its id (`resolveSymbol(id:)`).
  let symbols: Symbols

  /// A canvas drawn by `renderer`, given a context and the canvas's size, that can draw
  /// the views `symbols` makes, each found by its `tag` with `resolveSymbol(id:)`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`, given a context and the canvas's size.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    symbols = EmptyView()
  }
}

/// A canvas as the render tree builder draws it, whatever its symbols' type.
@MainActor
package protocol CanvasDrawing {
  /// What the canvas draws at `size`, in its own coordinates, in `environment`, its
  /// texts measured by `metrics`, its symbols drawn from `symbols`.
  func commands(
    in size: CGSize, environment: EnvironmentValues, metrics: any LayoutMetrics,
    symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
  ) -> [CanvasCommand]
}

extension Canvas: CanvasDrawing {
  package func commands(
    in size: CGSize, environment: EnvironmentValues, metrics: any LayoutMetrics,
    symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
  ) -> [CanvasCommand] {
    let recorder = CanvasRecorder()
    var context = GraphicsContext(
      recorder: recorder, environment: environment, bounds: CGRect(origin: .zero, size: size),
      symbols: symbols
    ) { string, font, width in
      // The renderer runs here, on the main actor, and so does what it measures.
      MainActor.assumeIsolated {
        metrics.measure(string, font: font, width: width, lineLimit: nil, truncation: .tail)
      }
    }
    renderer(&context, size)
    return recorder.commands
  }
}

extension Canvas: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    guard !(symbols is EmptyView) else { return }
    children.append(symbols, key: ChildKey(.part("symbols"), for: symbols))
  }

  package var inspectionDescription: String { "Canvas" }
}

extension Canvas: NodeLayout {
  /// All of the space offered, as a filling view takes.
  package func sizeThatFits(_ proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The symbols at their own sizes, at the canvas's corner (they are not drawn there:
  /// the renderer draws them where it likes).
  package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, context: LayoutContext)
  {
    for subview in context.subviews(part: "symbols") {
      subview.place(at: bounds.origin, proposal: .unspecified)
    }
  }
}
