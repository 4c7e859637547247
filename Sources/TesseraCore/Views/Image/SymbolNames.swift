/// What a screen reader says for a symbol image, as SwiftUI gives symbols a spoken name:
/// the action the common symbols stand for ("plus" is "Add"), else the symbol's name in
/// words, without its variant ("star.fill" is "star").
package enum SymbolNames {
  /// The spoken names of the symbols whose meaning is an action or a place.
  private static let spoken: [String: String] = [
    "plus": "Add", "minus": "Remove", "trash": "Delete", "xmark": "Close",
    "square.and.arrow.up": "Share", "square.and.arrow.down": "Save", "gear": "Settings",
    "gearshape": "Settings", "magnifyingglass": "Search", "pencil": "Edit",
    "square.and.pencil": "Compose", "checkmark": "Done", "ellipsis": "More",
    "info": "Info", "house": "Home", "arrow.clockwise": "Refresh",
    "line.3.horizontal.decrease": "Filter", "chevron.left": "Back", "chevron.right": "Forward",
  ]

  /// Variants that change how a symbol looks, not what it means.
  private static let variants: Set<String> = ["fill", "circle", "square", "slash", "badge"]

  /// `name`, then `name` without its last part, and so on: the names a backend tries in
  /// turn for a symbol it has no picture of, so that a variant it does not know is drawn
  /// as the symbol it varies ("arrow.right.circle.fill" as "arrow.right.circle", else
  /// "arrow.right").
  package static func fallbacks(of name: String) -> [String] {
    var parts = name.split(separator: ".")
    var names: [String] = []
    while !parts.isEmpty {
      names.append(parts.joined(separator: "."))
      parts.removeLast()
    }
    return names
  }

  /// The spoken name of the symbol `name`.
  static func spokenName(of name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    while parts.count > 1, let last = parts.last, variants.contains(last) { parts.removeLast() }
    let base = parts.joined(separator: ".")
    return spoken[base] ?? parts.joined(separator: " ")
  }
}

extension Image {
  /// What a screen reader says for this image when nothing else names it: a symbol's
  /// spoken name, a resource image's name; nil for a decorative image.
  package var spokenName: String? {
    guard let accessibilityText else { return nil }
    if case .system = source { return SymbolNames.spokenName(of: accessibilityText) }
    return accessibilityText
  }
}
