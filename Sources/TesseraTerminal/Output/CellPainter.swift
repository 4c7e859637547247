import TesseraImages

/// Paints one cell (or two, for a wide character) of a screen picture into a canvas the
/// caller keeps (passed in, so the picture's pixels are never copied).
struct CellPainter {
  /// The cell's top left corner, in pixels.
  let x: Int
  let y: Int
  let scale: Int
  /// How many cells the character takes.
  let width: Int

  /// The cell's width and height in pixels.
  private var size: (width: Int, height: Int) { (8 * scale * width, 16 * scale) }

  func fill(_ color: RGB, into canvas: inout PixelCanvas) {
    canvas.fill(x: x, y: y, width: size.width, height: size.height, color)
  }

  /// Paints a rectangle given in units of the cell's 8 × 16 grid.
  private func block(
    _ left: Int, _ top: Int, _ width: Int, _ height: Int, _ color: RGB,
    _ canvas: inout PixelCanvas
  ) {
    canvas.fill(
      x: x + left * scale, y: y + top * scale, width: width * scale, height: height * scale,
      color)
  }

  func draw(
    _ grapheme: String, color: RGB, style: CellStyle, into canvas: inout PixelCanvas
  ) {
    let character = Character(grapheme)
    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 {
      if drawBlock(scalar.value, color, &canvas) || drawBraille(scalar.value, color, &canvas)
        || drawBoxLine(scalar.value, color, &canvas)
      {
        return
      }
    }
    guard let glyph = PixelFont.glyph(for: PixelFont.lookAlike(for: character) ?? character)
    else {
      // A character the font does not have: an empty box where it stands.
      let right = 8 * width - 2
      block(1, 3, right - 1, 1, color, &canvas)
      block(1, 12, right - 1, 1, color, &canvas)
      block(1, 3, 1, 10, color, &canvas)
      block(right - 1, 3, 1, 10, color, &canvas)
      return
    }
    // Five columns from the cell's second, seven rows stretched over ten from its fourth
    // (a tail letter's three rows lower).
    let top = 3 + glyph.drop * 10 / 7
    for row in 0..<10 {
      for column in 0..<5 where glyph.isSet(column, row * 7 / 10) {
        block(1 + column, top + row, style.isBold ? 2 : 1, 1, color, &canvas)
      }
    }
    if style.isUnderlined || style.link != nil { block(0, 14, 8 * width, 1, color, &canvas) }
    if style.isStruckThrough { block(0, 8, 8 * width, 1, color, &canvas) }
  }

  /// Half, whole and shaded blocks; false for any other character.
  private func drawBlock(_ scalar: UInt32, _ color: RGB, _ canvas: inout PixelCanvas) -> Bool {
    switch scalar {
    case 0x2580: block(0, 0, 8, 8, color, &canvas)  // ▀
    case 0x2584: block(0, 8, 8, 8, color, &canvas)  // ▄
    case 0x2588: block(0, 0, 8, 16, color, &canvas)  // █
    case 0x258C: block(0, 0, 4, 16, color, &canvas)  // ▌
    case 0x2590: block(4, 0, 4, 16, color, &canvas)  // ▐
    case 0x258F: block(0, 0, 1, 16, color, &canvas)  // ▏
    case 0x2595: block(7, 0, 1, 16, color, &canvas)  // ▕
    case 0x2591...0x2593:  // ░ ▒ ▓: every other pixel, or more
      let keep = Int(scalar - 0x2590)
      for row in 0..<16 {
        for column in 0..<8 where (row * 8 + column + row) % 4 < keep {
          block(column, row, 1, 1, color, &canvas)
        }
      }
    default: return false
    }
    return true
  }

  /// Braille dots on a grid of two across and four down; false for any other character.
  private func drawBraille(_ scalar: UInt32, _ color: RGB, _ canvas: inout PixelCanvas) -> Bool {
    guard (0x2801...0x28FF).contains(scalar) else { return scalar == 0x2800 }
    let bits = scalar - 0x2800
    let dots = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
    for (bit, dot) in dots.enumerated() where bits & (1 << UInt32(bit)) != 0 {
      block(dot.0 * 4 + 1, dot.1 * 4 + 1, 2, 2, color, &canvas)
    }
    return true
  }

  /// Lines of the box-drawing block, by the arms they reach out with; false for any
  /// other character.
  private func drawBoxLine(_ scalar: UInt32, _ color: RGB, _ canvas: inout PixelCanvas) -> Bool {
    // Left, right, up, down.
    let arms: (Bool, Bool, Bool, Bool)
    switch scalar {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D:
      arms = (true, true, false, false)
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F:
      arms = (false, false, true, true)
    case 0x250C...0x250F, 0x256D: arms = (false, true, false, true)
    case 0x2510...0x2513, 0x256E: arms = (true, false, false, true)
    case 0x2514...0x2517, 0x2570: arms = (false, true, true, false)
    case 0x2518...0x251B, 0x256F: arms = (true, false, true, false)
    case 0x251C...0x2523: arms = (false, true, true, true)
    case 0x2524...0x252B: arms = (true, false, true, true)
    case 0x252C...0x2533: arms = (true, true, false, true)
    case 0x2534...0x253B: arms = (true, true, true, false)
    case 0x253C...0x254B: arms = (true, true, true, true)
    case 0x2574, 0x2578: arms = (true, false, false, false)
    case 0x2575, 0x2579: arms = (false, false, true, false)
    case 0x2576, 0x257A: arms = (false, true, false, false)
    case 0x2577, 0x257B: arms = (false, false, false, true)
    default: return false
    }
    let across = 8 * width
    if arms.0 { block(0, 7, across / 2 + 1, 1, color, &canvas) }
    if arms.1 { block(across / 2, 7, across - across / 2, 1, color, &canvas) }
    if arms.2 { block(across / 2, 0, 1, 8, color, &canvas) }
    if arms.3 { block(across / 2, 7, 1, 9, color, &canvas) }
    return true
  }
}
