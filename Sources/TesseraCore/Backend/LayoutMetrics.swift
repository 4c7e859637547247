import Foundation

/// What a backend tells layout about its medium: how big text is, the default spacing and
/// padding, and the natural sizes of controls. The headless backend and the terminal use
/// ``CellMetrics``; a windowed backend measures with its own fonts.
@MainActor
package protocol LayoutMetrics: AnyObject {
  /// Measures `text` in `font` for a proposed width (nil: one line, as wide as needed).
  func measure(
    _ text: String, font: Font?, width: CGFloat?, lineLimit: Int?,
    truncation: Text.TruncationMode
  ) -> TextMeasurement
  /// The default distance between adjacent views in a stack, along each axis.
  var defaultSpacing: CGSize { get }
  /// The default `padding()` on each edge.
  var defaultPadding: EdgeInsets { get }
  /// The thickness of a `Divider`: the width of a vertical one, the height of a
  /// horizontal one.
  var dividerThickness: CGSize { get }
  /// The size of a symbol image (`Image(systemName:)`) at the medium scale.
  var symbolSize: CGSize { get }
  /// The size of a symbol image at `scale` (`imageScale(_:)`).
  func symbolSize(scale: Image.Scale) -> CGSize
  /// The natural size of a resource image, or nil when it cannot be found.
  func imageSize(named name: String, bundlePath: String?) -> CGSize?
  /// The natural size of an image decoded from `data`, or nil when it cannot be decoded.
  func imageSize(data: Data) -> CGSize?
  /// The size of a toggle's switch.
  var toggleIndicatorSize: CGSize { get }
  /// The size of a `.checkbox` toggle's box.
  var checkboxSize: CGSize { get }
  /// The room a list leaves above and below each row (unless `listRowInsets` says).
  var listRowVerticalPadding: CGFloat { get }
  /// The size of a stepper's − and + buttons.
  var stepperIndicatorSize: CGSize { get }
  /// The height of a single-line control such as a text field or a progress bar.
  var controlHeight: CGFloat { get }
  /// The size of a colour picker's well.
  var colorWellSize: CGSize { get }
  /// The room around the label of a button drawn with a fill (`.bordered`,
  /// `.borderedProminent`).
  var borderedButtonPadding: EdgeInsets { get }
  /// That room for a button of `controlSize`.
  func borderedButtonPadding(for controlSize: ControlSize) -> EdgeInsets
  /// How many lines `text` takes in a text editor (or vertical text field) `width` wide,
  /// and how tall one of them is: where the backend's editor wraps, in its font.
  func editorLines(of text: String, font: Font?, width: CGFloat?) -> (count: Int, height: CGFloat)
  /// Whether text is drawn with its `tracking` and `kerning` (spaced letters take more
  /// room), as GTK does; a terminal's cells cannot space letters.
  var drawsTracking: Bool { get }
}

extension LayoutMetrics {
  /// Lines cut as `TextEditorLines` cuts them, in columns as wide as an "X".
  package func editorLines(of text: String, font: Font?, width: CGFloat?) -> (
    count: Int, height: CGFloat
  ) {
    let cell = measure("X", font: font, width: nil, lineLimit: 1).size
    let columns = width.flatMap {
      cell.width > 0 && $0.isFinite ? max(Int($0 / cell.width), 1) : nil
    }
    return (TextEditorLines(text: text, columns: columns).count, cell.height)
  }
}

extension LayoutMetrics {
  /// Two symbols wide and a control high: `[██]` in a terminal.
  package var colorWellSize: CGSize {
    CGSize(width: 2 * symbolSize.width, height: controlHeight)
  }

  /// The same room at every size: a terminal's cells cannot pad by less than a column.
  package func borderedButtonPadding(for controlSize: ControlSize) -> EdgeInsets {
    borderedButtonPadding
  }

  /// One space either side of the label, as the terminal draws it.
  package var borderedButtonPadding: EdgeInsets {
    EdgeInsets(top: 0, leading: defaultSpacing.width, bottom: 0, trailing: defaultSpacing.width)
  }
}

extension LayoutMetrics {
  /// Every scale at the medium size: a terminal draws a symbol as one glyph whatever
  /// the scale.
  package func symbolSize(scale: Image.Scale) -> CGSize { symbolSize }

  /// Letters at their cells' spacing: no tracking is drawn.
  package var drawsTracking: Bool { false }

  /// Measures `text`, truncating at the end.
  package func measure(_ text: String, font: Font?, width: CGFloat?, lineLimit: Int?)
    -> TextMeasurement
  {
    measure(text, font: font, width: width, lineLimit: lineLimit, truncation: .tail)
  }

  /// No size for image data: a backend that cannot decode it lays such images out at
  /// zero size unless they are resizable.
  package func imageSize(data: Data) -> CGSize? { nil }
}

/// The size of measured text and where its baselines fall.
package struct TextMeasurement: Equatable {
  /// The size of the text's lines.
  package var size: CGSize
  /// The lines after wrapping and truncation.
  package var lines: [String]
  /// The distance from the top to the first line's baseline.
  package var firstBaseline: CGFloat
  /// The distance from the top to the last line's baseline.
  package var lastBaseline: CGFloat

  /// A measurement, as a backend that measures text itself reports it.
  package init(size: CGSize, lines: [String], firstBaseline: CGFloat, lastBaseline: CGFloat) {
    self.size = size
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }
}
