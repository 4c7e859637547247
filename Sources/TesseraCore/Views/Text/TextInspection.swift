extension Text: InspectableElement {
  package var inspectionDescription: String {
    var description = "Text(\"\(plainText)\")"
    let styles = runs.map(\.style)
    if let font = styles.compactMap(\.font).first { description += " font: \(font)" }
    if styles.contains(where: \.isBold) { description += " bold" }
    if styles.contains(where: \.isItalic) { description += " italic" }
    if let color = styles.compactMap(\.color).first { description += " color: \(color)" }
    return description
  }
}
