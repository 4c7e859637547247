/// What the window of an app with no scene to show says: most often, every scene of its
/// `body` is inside `#if os(iOS)` or `#if os(macOS)`, which Linux leaves out, and the app
/// would otherwise start blank with no clue why.
struct NoSceneNotice: View {
  var body: some View {
    VStack(spacing: 8) {
      Text("This app has no window to show.")
      Text(
        "Its body has no scene here: scenes inside #if os(iOS) or #if os(macOS) are left out on Linux (add || os(Linux)), and a menu bar extra that is not inserted shows nothing."
      )
      .foregroundColor(.secondary)
      .multilineTextAlignment(.center)
    }
    .padding()
    .onAppear {
      Diagnostics.warnOnce(
        "The app's body has no scene to show (are its scenes inside #if os(iOS) or #if "
          + "os(macOS)? Linux leaves both out).")
    }
  }
}
