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
public struct Canvas: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`, given a context and the canvas's size.
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  /// What the canvas draws at `size`, in its own coordinates, in `environment`, its
  /// texts measured by `metrics`.
  @MainActor
  package func commands(
    in size: CGSize, environment: EnvironmentValues, metrics: any LayoutMetrics
  ) -> [CanvasCommand] {
    let recorder = CanvasRecorder()
    var context = GraphicsContext(
      recorder: recorder, environment: environment, bounds: CGRect(origin: .zero, size: size)
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
  package var inspectionDescription: String { "Canvas" }
}

extension Canvas: FillingLayout {}
