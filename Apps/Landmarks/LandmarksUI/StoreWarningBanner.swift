import Tessera

/// A problem with the saved state, above the app, with a button that puts it away.
struct StoreWarningBanner: View {
  var message: String
  var dismiss: () -> Void

  var body: some View {
    HStack(alignment: .top) {
      Text(message)
        .foregroundColor(.orange)
        .lineLimit(3)
        .frame(maxWidth: .infinity, alignment: .leading)
      Button(action: dismiss) {
        Label("Dismiss", systemImage: "xmark")
          .labelStyle(.iconOnly)
      }
    }
  }
}
