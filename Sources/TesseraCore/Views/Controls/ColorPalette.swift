import Foundation

/// The colours a colour picker offers: a grid of twelve hues in seven shades under a row
/// of greys, with a slider for the opacity when the picker supports it.
///
/// It takes the focus as one control: the arrow keys move a marker over the grid, and
/// Return or Space chooses the marked colour; a click or tap chooses the colour under it.
struct ColorPalette: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  /// Closes the popover the palette is in.
  let done: () -> Void
  @State private var marker: (row: Int, column: Int)?
  @FocusState private var isFocused: Bool

  static let columns = 12

  /// The grid's colours, row by row: greys from white to black, then each hue from dark
  /// to light.
  static let rows: [[Color]] = {
    let greys = (0..<columns).map { Color(white: 1 - Double($0) / Double(columns - 1)) }
    let shades: [(saturation: Double, brightness: Double)] = [
      (1, 0.35), (1, 0.55), (1, 0.75), (1, 1), (0.7, 1), (0.45, 1), (0.2, 1),
    ]
    return [greys]
      + shades.map { shade in
        (0..<columns).map {
          Color(
            hue: Double($0) / Double(columns), saturation: shade.saturation,
            brightness: shade.brightness)
        }
      }
  }()

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      grid
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Colours")
        .focusable()
        .focused($isFocused)
        .onKeyPress(.upArrow) { move(rows: -1, columns: 0) }
        .onKeyPress(.downArrow) { move(rows: 1, columns: 0) }
        .onKeyPress(.leftArrow) { move(rows: 0, columns: -1) }
        .onKeyPress(.rightArrow) { move(rows: 0, columns: 1) }
        .onKeyPress(.return) { chooseMarked() }
        .onKeyPress(.space) { chooseMarked() }
      if supportsOpacity {
        Slider(value: opacity, in: 0...1) { Text("Opacity") }
      }
    }
    .padding()
    .onAppear {
      marker = Self.place(of: selection.wrappedValue) ?? (0, 0)
      isFocused = true
    }
  }

  private var grid: some View {
    VStack(spacing: 0) {
      ForEach(Self.rows.indices, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(Self.rows[row].indices, id: \.self) { column in
            swatch(row: row, column: column)
          }
        }
      }
    }
  }

  private func swatch(row: Int, column: Int) -> some View {
    let color = Self.rows[row][column]
    let isMarked = marker.map { $0 == (row, column) } ?? false
    return Rectangle()
      .fill(color)
      .frame(width: 16, height: 16)
      .overlay {
        if isMarked {
          // Black on the light colours, white on the dark: it shows on any of them.
          Text("[]").bold().foregroundStyle(
            Self.isLight(row: row, column: column) ? .black : .white)
        }
      }
      .onTapGesture {
        marker = (row, column)
        choose(color)
      }
  }

  /// The colour's opacity, as the slider sets it.
  private var opacity: Binding<Double> {
    Binding {
      selection.wrappedValue.alpha
    } set: { alpha in
      selection.wrappedValue = Color(kind: selection.wrappedValue.kind, alpha: alpha)
    }
  }

  private func move(rows: Int, columns: Int) -> KeyPress.Result {
    let current = marker ?? (0, 0)
    marker = (
      min(max(current.row + rows, 0), Self.rows.count - 1),
      min(max(current.column + columns, 0), Self.columns - 1)
    )
    return .handled
  }

  private func chooseMarked() -> KeyPress.Result {
    guard let marker else { return .ignored }
    choose(Self.rows[marker.row][marker.column])
    return .handled
  }

  /// Makes `color` the selection, keeping the opacity chosen, and closes the palette.
  private func choose(_ color: Color) {
    let alpha = supportsOpacity ? selection.wrappedValue.alpha : 1
    selection.wrappedValue = Color(kind: color.kind, alpha: alpha)
    done()
  }

  /// Where `color` is in the grid, if it is there.
  static func place(of color: Color) -> (row: Int, column: Int)? {
    let opaque = Color(kind: color.kind, alpha: 1)
    for (row, colors) in rows.enumerated() {
      if let column = colors.firstIndex(of: opaque) { return (row, column) }
    }
    return nil
  }

  /// Whether the swatch is light enough for black to show on it.
  private static func isLight(row: Int, column: Int) -> Bool {
    guard let rgb = rows[row][column].rgb else { return true }
    return 0.299 * rgb.red + 0.587 * rgb.green + 0.114 * rgb.blue > 0.55
  }
}
