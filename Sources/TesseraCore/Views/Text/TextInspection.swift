extension Text: InspectableElement {
  /// `Text("Hello") font: title bold`; a concatenation whose parts differ in style shows
  /// each part with its own: `Text("Total: " bold + "12" color: red)`.
  package var inspectionDescription: String {
    let parts = runs.filter { !$0.string.isEmpty }
    if let first = parts.first, parts.contains(where: { $0.style != first.style }) {
      let described = parts.map { "\"\($0.string)\"" + Text.describe([$0.style]) }
      return "Text(\(described.joined(separator: " + ")))"
    }
    return "Text(\"\(plainText)\")" + Text.describe(runs.map(\.style))
  }

  /// The font, boldness, italics and colour of `styles`, each taken from the first style
  /// that sets it, with a leading space; empty when none is set.
  private static func describe(_ styles: [TextStyle]) -> String {
    var description = ""
    if let font = styles.compactMap(\.font).first { description += " font: \(font)" }
    if styles.contains(where: \.isBold) { description += " bold" }
    if styles.contains(where: \.isItalic) { description += " italic" }
    if let color = styles.compactMap(\.color).first { description += " color: \(color)" }
    return description
  }
}
