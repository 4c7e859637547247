/// Tessera's own 5 × 7 pixel font for printable ASCII, drawn for pictures of the screen
/// (`ImageRenderer`): each glyph is seven rows of five pixels, top row first, the
/// leftmost pixel the row's highest bit.
enum PixelFont {
  /// Whether the pixel at `column` (0–4) and `row` (0–6) of `character`'s glyph is set,
  /// and how many rows the glyph is drawn lower than the others (the letters with a
  /// tail below the line: their seven rows are the letter's body and its tail); nil when
  /// the font has no glyph for it.
  static func glyph(for character: Character) -> (isSet: (Int, Int) -> Bool, drop: Int)? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      (0x20...0x7E).contains(scalar.value)
    else { return nil }
    let bits = glyphs[Int(scalar.value) - 0x20]
    let drop = "gpqy".unicodeScalars.contains(scalar) ? 2 : 0
    return ({ column, row in (bits >> UInt64(row * 5 + 4 - column)) & 1 == 1 }, drop)
  }

  /// A look-alike in the font for a character it does not have (typographic quotes and
  /// dashes, chevrons), or nil.
  static func lookAlike(for character: Character) -> Character? {
    switch character {
    case "‘", "’", "′": "'"
    case "“", "”", "″": "\""
    case "–", "—", "−", "‐": "-"
    case "›", "❯", "〉": ">"
    case "‹", "❮", "〈": "<"
    case "×", "✕": "x"
    case "★", "☆", "✱", "✶": "*"
    case "✓", "✔": "v"
    case "·", "•", "∙": "."
    case "€": "E"
    case "£": "L"
    default: nil
    }
  }

  /// The glyphs of U+0020 to U+007E in order, each 35 bits: row 0 in the lowest five.
  private static let glyphs: [UInt64] = [
    0x0_0000_0000, 0x1_0042_1084, 0x0_0000_014A, 0x2_95F5_7D4A,
    0x1_3C57_51E4, 0x4_E682_0B39, 0x3_6554_524C, 0x0_0000_0084,
    0x0_8884_2082, 0x2_0821_0888, 0x0_0957_5480, 0x0_084F_9080,
    0x2_08C0_0000, 0x0_000F_8000, 0x3_1800_0000, 0x4_2082_0821,
    0x3_A39A_CE2E, 0x3_8842_1184, 0x7_D041_062E, 0x3_A211_105F,
    0x0_85F9_28C2, 0x3_A210_FA1F, 0x3_A31F_4106, 0x2_1082_083F,
    0x3_A317_462E, 0x3_0417_C62E, 0x0_18C0_3180, 0x2_08C0_3180,
    0x0_8888_2082, 0x0_01F0_7C00, 0x2_0820_8888, 0x1_0041_062E,
    0x3_AB56_862E, 0x4_631F_C62E, 0x7_A31F_463E, 0x3_A308_422E,
    0x7_2518_C65C, 0x7_E10F_421F, 0x4_210F_421F, 0x3_E31B_C22E,
    0x4_631F_C631, 0x3_8842_108E, 0x3_2421_0847, 0x4_654C_5251,
    0x7_E108_4210, 0x4_631A_D771, 0x4_633A_E631, 0x3_A318_C62E,
    0x4_210F_463E, 0x3_6558_C62E, 0x4_654F_463E, 0x7_8217_420F,
    0x1_0842_109F, 0x3_A318_C631, 0x1_1518_C631, 0x2_AB5A_C631,
    0x4_62A2_2A31, 0x1_0842_2A31, 0x7_E082_083F, 0x3_9084_210E,
    0x0_4222_2210, 0x3_8421_084E, 0x0_0000_4544, 0x7_C000_0000,
    0x0_0000_0088, 0x3_E2F0_B800, 0x7_A31C_DA10, 0x3_A308_3800,
    0x3_E319_B421, 0x3_A1F8_B800, 0x2_108E_2126, 0x3_82F8_C62F,
    0x4_631C_DA10, 0x3_8842_3004, 0x3_2421_1802, 0x4_A98A_4A10,
    0x3_8842_108C, 0x4_635A_E800, 0x4_631C_D800, 0x3_A318_B800,
    0x4_21E8_C63E, 0x0_42F8_C62F, 0x4_210C_D800, 0x7_82E8_3800,
    0x1_9284_7108, 0x3_6718_C400, 0x1_1518_C400, 0x2_AB58_C400,
    0x4_5445_4400, 0x3_82F8_C631, 0x7_D041_7C00, 0x0_8844_1082,
    0x1_0842_1084, 0x2_0841_1088, 0x0_002A_A000,
  ]
}
