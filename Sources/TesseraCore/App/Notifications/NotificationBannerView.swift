/// One banner: its title in bold, its subtitle and body under it, in a rounded box; a
/// click opens it (and so takes it away).
struct NotificationBannerView: View {
  let banner: NotificationBanners.Banner
  let open: () -> Void

  var body: some View {
    Button(action: open) {
      VStack(alignment: .leading, spacing: 0) {
        if !banner.title.isEmpty { Text(banner.title).bold() }
        if !banner.subtitle.isEmpty { Text(banner.subtitle) }
        if !banner.body.isEmpty { Text(banner.body).foregroundStyle(.secondary) }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(.bar, in: RoundedRectangle(cornerRadius: 8))
      // Lifted off the window, where a backend draws shadows.
      .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
    }
    .buttonStyle(.plain)
    .accessibilityLabel("Notification: \(banner.title)")
  }
}
