/// The glyphs that stand for SF Symbol names where a symbol is drawn as a character: in
/// the terminal, and inside a `Text` (`Text("Tap \(Image(systemName: "plus"))")`) in
/// every backend. Unknown names draw nothing and are reported once.
package enum SymbolGlyphs {
  private static let glyphs: [String: String] = [
    "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "★",
    "heart": "♡", "heart.fill": "♥",
    "list.bullet": "≡", "list.dash": "≡", "checklist": "☑", "line.3.horizontal": "≡",
    "person": "☺", "person.fill": "☻", "person.crop.circle": "☺", "person.crop.circle.fill": "☻",
    "person.2": "☺☺", "person.2.fill": "☻☻", "rectangle.stack.person.crop.fill": "☷",
    "gift": "🎁", "gift.fill": "🎁", "gamecontroller": "🎮", "gamecontroller.fill": "🎮",
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.right.circle": "›", "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑",
    "arrow.down": "↓",
    "play.fill": "▶", "play": "▷", "pause.fill": "⏸", "pause": "⏸", "stop.fill": "■",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark": "✕",
    "xmark.circle": "✕", "xmark.circle.fill": "✕",
    "plus": "+", "minus": "−", "plus.circle": "⊕", "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "trash": "⌫", "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
    "slider.horizontal.3": "⊟", "rectangle.stack": "❐", "square.stack": "❐", "magnifyingglass": "⌕",
    "info.circle": "ⓘ", "hand.tap": "☝", "hand.tap.fill": "☝", "hand.draw": "☝",
    "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠",
    "mappin": "📍", "mappin.circle.fill": "📍", "map": "⌖", "globe": "◍",
    "house": "⌂", "house.fill": "⌂", "bell": "♪", "bell.fill": "♪", "music.note": "♪",
    "calendar": "▦", "clock": "◷", "alarm": "⏰", "alarm.fill": "⏰", "photo": "▨", "snowflake": "❄",
    "sun.max": "☼",
    "moon": "☾", "cloud": "☁", "leaf": "❦", "flame": "♨", "bolt": "ϟ",
    "tray": "⊔", "tray.fill": "⊔", "figure.walk": "🚶", "figure.run": "🏃",
    "circle": "○", "circle.fill": "●", "largecircle.circle.fill": "◉", "square": "☐",
    "square.fill": "■",
    "checkmark.square": "☑", "checkmark.square.fill": "☑",
    "ellipsis": "…", "ellipsis.circle": "…", "square.and.arrow.up": "⇪",
    "speaker.wave.2.fill": "♫", "speaker.slash.fill": "♫",
    "folder": "▭", "folder.fill": "▬", "doc": "▯", "doc.fill": "▮", "doc.text": "▤",
    "doc.on.doc": "⧉", "doc.on.clipboard": "⎘", "clipboard": "⎘", "link": "↗",
    "pencil": "✎", "square.and.pencil": "✎", "envelope": "✉", "envelope.fill": "✉",
    "paperplane": "➤", "paperplane.fill": "➤", "book": "◫", "bookmark": "⚐",
    "bookmark.fill": "⚑", "tag": "⌗", "tag.fill": "⌗", "lock": "⊠", "lock.fill": "⊠",
    "flag": "⚐", "flag.fill": "⚑", "photo.fill": "▨", "chart.bar": "▥", "chart.bar.fill": "▥",
    "chart.pie": "◔", "chart.pie.fill": "◕", "timer": "◷", "clock.fill": "◷",
    "stopwatch": "◷", "location": "⌖", "location.fill": "⌖", "sparkles": "✦",
    "trash.fill": "⌫", "plus.circle.fill": "⊕", "square.grid.2x2": "▦", "tablecells": "▦",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "sidebar.left": "◧",
    "sidebar.leading": "◧", "phone": "✆", "return": "↵", "target": "◎", "triangle": "△",
    "triangle.fill": "▲", "arrowtriangle.up": "▲", "arrowtriangle.down": "▼",
    "arrowtriangle.left": "◀", "arrowtriangle.right": "▶", "hexagon": "⬡", "hexagon.fill": "⬢",
    "capsule": "⬭", "capsule.fill": "⬬", "forward": "⏩", "backward": "⏪", "cart": "⊻",
    "creditcard": "▭", "briefcase": "⊟", "newspaper": "▤", "questionmark": "?",
    "exclamationmark": "!", "hand": "☝", "waveform": "∿", "delete.backward": "⌫",
    "arrow.triangle.2.circlepath": "⟳", "arrow.up.and.down": "↕", "arrow.left.and.right": "↔",
    "xmark.octagon": "✕", "x.circle": "✕", "clear": "⌧",
    "bird": "🐦", "fish": "🐟", "tortoise": "🐢", "hare": "🐇", "ant": "🐜", "ladybug": "🐞",
    "cat": "🐱", "dog": "🐶", "pawprint": "🐾", "tree": "🌳", "camera.macro": "✿",
    "drop": "💧", "water.waves": "≈", "wind": "≋", "cloud.rain": "☂", "cloud.sun": "⛅",
    "thermometer": "🌡", "hammer": "⚒", "wrench": "🔧", "fork.knife": "🍴",
    "cup.and.saucer": "☕", "car": "🚗", "airplane": "✈", "bicycle": "🚲", "tram": "🚋",
    "camera": "📷", "film": "🎞", "tv": "📺", "headphones": "🎧", "mic": "🎤",
    "music.note.list": "♫", "lightbulb": "💡", "graduationcap": "🎓", "puzzlepiece": "🧩",
    // Opposites that would otherwise fall back to one glyph ("hand").
    "hand.thumbsup": "👍", "hand.thumbsdown": "👎", "hand.raised": "✋",
    "hand.point.up": "☝", "hand.wave": "👋",
  ]

  /// The glyph for `name`, or for the symbol it is a variant of
  /// (`SymbolNames.fallbacks(of:)`); a number is drawn as itself (`3.circle` as ③); nil
  /// (with one warning) when there is none.
  package static func glyph(for name: String) -> String? {
    for candidate in SymbolNames.fallbacks(of: name) {
      if let glyph = glyphs[candidate] { return glyph }
    }
    if let number = number(in: name) { return number }
    Diagnostics.warnOnce("No glyph for the symbol \"\(name)\"; it is drawn blank.")
    return nil
  }

  /// A numbered symbol's number ("7.circle.fill" is ⑦, "12.square" is 12), if it is one.
  private static func number(in name: String) -> String? {
    let parts = name.split(separator: ".")
    guard let first = parts.first, let number = Int(first), number >= 0 else { return nil }
    // Circled digits 1 to 20 are one character (U+2460 on); others are written out.
    if parts.contains("circle"), (1...20).contains(number),
      let scalar = Unicode.Scalar(0x2460 + number - 1)
    {
      return String(Character(scalar))
    }
    return String(number)
  }
}
