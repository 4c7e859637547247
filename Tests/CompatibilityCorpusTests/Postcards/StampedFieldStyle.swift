import Tessera

/// A text field with a stamp-like frame around it.
struct StampedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      Image(systemName: "envelope")
      configuration
    }
    .padding(8)
    .overlay(RoundedRectangle(cornerRadius: 4).stroke(.brown, lineWidth: 1))
  }
}

extension TextFieldStyle where Self == StampedFieldStyle {
  static var stamped: StampedFieldStyle { StampedFieldStyle() }
}

/// The label above its value, in small capitals, as on a postmark.
struct PostmarkStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label.font(.caption).textCase(.uppercase)
      configuration.content.font(.headline)
    }
  }
}
