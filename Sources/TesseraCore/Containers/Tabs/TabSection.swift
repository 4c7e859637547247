/// A group of `Tab`s under a header, as an iOS 18 sidebar-adaptable `TabView` shows them.
/// Tessera's tab bar lists the section's tabs in line with the others (as an iPhone's
/// does); the header names the group for the code that reads it.
public struct TabSection<Header: View, Content: View>: View {
  let header: Header
  let content: Content

  /// A section of `content`'s tabs under `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.header = header()
    self.content = content()
  }

  /// The tabs, one after another.
  public var body: some View { content }
}

extension TabSection where Header == Text {
  /// A section of tabs titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section of tabs titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

extension TabSection: ListableView {
  /// Its tabs stand in the tab view's list as if written there.
  package var listedViews: [(view: any View, id: AnyHashable?)] { [(content, nil)] }
}
