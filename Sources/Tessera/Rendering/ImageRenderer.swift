import Foundation
import TesseraCore
import TesseraImages
import TesseraTerminal

/// Makes a picture of a view: lays `content` out at `proposedSize` and draws it, as the
/// terminal backend draws it, into pixels you can save as PNG.
///
/// ```swift
/// let renderer = ImageRenderer(content: BadgeView(name: "Ada"))
/// renderer.scale = 2
/// if let png = renderer.pngData {
///   try png.write(to: URL(fileURLWithPath: "badge.png"))
/// }
/// ```
///
/// SwiftUI hands back a `CGImage`, `UIImage` or `NSImage`, which Linux does not have;
/// Tessera hands back PNG data. The picture is the terminal's drawing of the view: each
/// cell of 8 × 16 points becomes 8 × 16 pixels times `scale`, with its colours, its
/// blocks, box lines and braille dots, and its text in Tessera's own pixel font (printable
/// ASCII; other characters show as an empty box). What the terminal does not draw (a
/// rotation, a blur) is not in the picture either.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view drawn.
  public var content: Content {
    willSet { objectWillChange.send() }
  }
  /// The size offered to the view; a dimension left nil takes the view's ideal size.
  public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send() }
  }
  /// How many pixels a point becomes (whole numbers: 1, 2, 3).
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send() }
  }
  /// Whether what the view leaves uncovered is the background colour (true) or
  /// transparent (false).
  public var isOpaque = false {
    willSet { objectWillChange.send() }
  }
  /// Kept for code that sets it: the picture has 8-bit sRGB colours whatever it says.
  public var colorMode: ColorRenderingMode = .nonLinear {
    willSet { objectWillChange.send() }
  }

  /// A renderer of `view`.
  public init(content view: Content) {
    content = view
  }

  /// The picture as PNG data, or nil when the view has no size to draw (none, an endless
  /// one, or one past 8192 pixels a side).
  public var pngData: Data? { picture()?.pngData() }

  /// The picture's size in pixels, or nil when the view has no size to draw. (It draws
  /// the picture to know.)
  public var pixelSize: CGSize? {
    picture().map { CGSize(width: $0.width, height: $0.height) }
  }

  /// The view laid out and drawn in pixels.
  func picture() -> RGBAImage? {
    let metrics = CellMetrics()
    metrics.sizesImagesFromTheirPixels()
    let cell = CGSize(width: 8, height: 16)
    let loop = HostLoop(
      rootView: content, metrics: metrics, windowSize: CGSize(width: 640, height: 384),
      isOffscreen: true)
    let ideal = loop.engine.sizeThatFits(loop.graph.root, proposedSize, axis: nil)
    // A view with no size, or an endless one (a colour offered infinity), has no picture;
    // nor does one past 8192 pixels a side.
    guard ideal.width.isFinite, ideal.height.isFinite, scale.isFinite, scale > 0 else {
      return nil
    }
    let pixels = max(Int(scale.rounded()), 1)
    let columns = Int((ideal.width / cell.width).rounded(.up))
    let rows = Int((ideal.height / cell.height).rounded(.up))
    guard columns > 0, rows > 0, columns * 8 * pixels <= 8192, rows * 16 * pixels <= 8192
    else { return nil }
    loop.resize(
      to: CGSize(width: CGFloat(columns) * cell.width, height: CGFloat(rows) * cell.height))
    let tree = loop.renderTree()
    let palette: Palette = tree.summary.preferredColorScheme == .dark ? .dark : .light
    let buffer = ElementRenderer(palette: palette).render(tree, columns: columns, rows: rows).0
    return buffer.picture(palette: palette, scale: pixels, isOpaque: isOpaque)
  }
}
