import Tessera

/// The presented cover: one button closes it through `presentationMode`, the other
/// through `dismiss`.
struct ModalView: View {
  @Environment(\.presentationMode) private var presentationMode
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 16) {
      Text("A full-screen cover")
      Button("Dismiss Modal") { presentationMode.wrappedValue.dismiss() }
      Button("Close with dismiss") { dismiss() }
    }
  }
}
