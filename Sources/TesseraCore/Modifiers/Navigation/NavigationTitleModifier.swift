/// How a navigation bar shows its title.
public enum NavigationBarItem {
  /// Title sizes.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The backend's choice (large for the root page).
    case automatic
    /// A small title inside the bar.
    case inline
    /// A large title under the bar.
    case large
  }
}

/// Names the page this view is on, for the navigation bar to show.
struct NavigationTitleModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let title: String?
  let displayMode: NavigationBarItem.TitleDisplayMode?

  var inspectionDescription: String {
    var text = "navigationTitle"
    if let title { text += "(\"\(title)\")" }
    if let displayMode { text += " displayMode: \(displayMode)" }
    return text
  }
}

extension View {
  /// The title of the navigation page this view is on.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    modifier(NavigationTitleModifier(title: titleKey.resolved(), displayMode: nil))
  }

  /// The title of the navigation page this view is on.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: String(title), displayMode: nil))
  }

  /// The title of the navigation page this view is on.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title.plainText, displayMode: nil))
  }

  /// The title of the navigation page this view is on, bound to a string the user may
  /// rename it through (on iOS, from the title menu). The title shows the string; renaming
  /// it in the bar is missing.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(NavigationTitleModifier(title: title.wrappedValue, displayMode: nil))
  }

  /// The older spelling of `navigationTitle`.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// The older spelling of `navigationTitle` with a display mode.
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(NavigationTitleModifier(title: titleKey.resolved(), displayMode: displayMode))
  }

  /// The older spelling of `navigationTitle`, with a title given as text.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// The older spelling of `navigationTitle`, with a title given as text and a display
  /// mode.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(NavigationTitleModifier(title: title.plainText, displayMode: displayMode))
  }

  /// The older spelling of `navigationTitle`, with a title given as a string.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(NavigationTitleModifier(title: String(title), displayMode: nil))
  }

  /// The older spelling of `navigationTitle`, with a title given as a string and a
  /// display mode.
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(NavigationTitleModifier(title: String(title), displayMode: displayMode))
  }

  /// How the navigation bar shows this page's title.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    modifier(NavigationTitleModifier(title: nil, displayMode: displayMode))
  }
}

/// Reads what a navigation page asks its bar to show.
@MainActor
package enum NavigationBar {
  /// The title and display mode a page's views set (the outermost setting wins), not
  /// looking into nested navigation stacks or presentations.
  package static func title(in page: ViewNode)
    -> (title: String?, displayMode: NavigationBarItem.TitleDisplayMode)?
  {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var found = false
    // Not `ElementTree.walk`: a page under the top one is concealed but keeps its title
    // (the back button shows it).
    func visit(_ node: ViewNode) {
      if node !== page, node.view(as: (any NavigationContainer).self) != nil { return }
      if node.view(as: (any PresentationElement).self) != nil { return }
      if let modifier = node.primitiveModifier as? NavigationTitleModifier {
        found = true
        if title == nil { title = modifier.title }
        if displayMode == nil { displayMode = modifier.displayMode }
      }
      for child in node.children { visit(child) }
    }
    visit(page)
    return found ? (title, displayMode ?? .automatic) : nil
  }

  /// Whether the stack's top page hides `bar` (`toolbar(.hidden, for: .navigationBar)`,
  /// `navigationBarHidden(true)`, `toolbar(.hidden, for: .bottomBar)`); the outermost
  /// setting wins.
  package static func isHidden(_ bar: ToolbarPlacement, in stack: ViewNode) -> Bool {
    guard let top = stack.children.last(where: { !$0.key.isPart }) else { return false }
    var visibility: Visibility?
    func visit(_ node: ViewNode) {
      guard visibility == nil else { return }
      if node !== top, node.view(as: (any NavigationContainer).self) != nil { return }
      if node.view(as: (any PresentationElement).self) != nil { return }
      if let modifier = node.primitiveModifier as? BarVisibilityModifier,
        modifier.applies(to: bar)
      {
        visibility = modifier.visibility
        return
      }
      for child in node.children where !child.concealsContent { visit(child) }
    }
    visit(top)
    return visibility == .hidden
  }

  /// The title of the stack's top page when it shows large, under the bar: asked for with
  /// `.large`, or `.automatic` when the nearest page below that chose a mode chose
  /// `.large` (or none did).
  package static func largeTitle(of stack: ViewNode) -> String? {
    guard let top = stack.children.last(where: { !$0.key.isPart }),
      let (title, mode) = title(in: top), let title, !title.isEmpty
    else { return nil }
    switch mode {
    case .large: return title
    case .inline: return nil
    case .automatic:
      // The mode of the nearest page below that set one, as SwiftUI's pages inherit it;
      // large when none did.
      let below = stack.children.filter { !$0.key.isPart }.dropLast()
      for page in below.reversed() {
        if let (_, mode) = self.title(in: page), mode != .automatic {
          return mode == .large ? title : nil
        }
      }
      return title
    }
  }
}
