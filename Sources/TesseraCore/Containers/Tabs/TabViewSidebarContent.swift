extension View {
  /// Content for the top of a tab view's sidebar (`.sidebarAdaptable` on a wide iPad or
  /// a Mac). Tessera shows the tabs as a bar, with no sidebar: it is accepted and not
  /// shown.
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    self
  }

  /// Content for the bottom of a tab view's sidebar, under its tabs: accepted and not
  /// shown (Tessera shows the tabs as a bar).
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    self
  }

  /// Content for a bar along the bottom of a tab view's sidebar: accepted and not shown
  /// (Tessera shows the tabs as a bar).
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    self
  }
}
