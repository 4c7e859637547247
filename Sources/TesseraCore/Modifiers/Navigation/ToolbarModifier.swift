/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// The backend's choice (the trailing end of the navigation bar).
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The centre of the navigation bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(name: "leading")
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "trailing")
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(name: "leading")
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(name: "trailing")
  /// A bar at the bottom.
  public static let bottomBar = ToolbarItemPlacement(name: "bottom")
  /// Where a cancel button goes (leading).
  public static let cancellationAction = ToolbarItemPlacement(name: "leading")
  /// Where a confirm button goes (trailing).
  public static let confirmationAction = ToolbarItemPlacement(name: "trailing")
  /// The most used action of the screen (trailing).
  public static let primaryAction = ToolbarItemPlacement(name: "trailing")
  /// Less used actions (trailing, after the primary ones).
  public static let secondaryAction = ToolbarItemPlacement(name: "trailing")
  /// Where a destructive action's button goes (trailing).
  public static let destructiveAction = ToolbarItemPlacement(name: "trailing")
  /// Navigation actions, such as going back or forward (leading).
  public static let navigation = ToolbarItemPlacement(name: "leading")
  /// The status of the screen's content (the bottom bar).
  public static let status = ToolbarItemPlacement(name: "bottom")
  /// Over the on-screen keyboard. Terminals and desktops have none: the items go at the
  /// trailing end of the navigation bar, shown whenever the toolbar shows them.
  public static let keyboard = ToolbarItemPlacement(name: "trailing")
}

/// One item of a toolbar, placed explicitly.
public struct ToolbarItem<Content: View>: View {
  /// Where the item goes.
  package let placement: ToolbarItemPlacement
  let content: Content

  /// An item showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The item's content.
  public var body: Content { content }
}

/// Several items of a toolbar at one placement.
public struct ToolbarItemGroup<Content: View>: View {
  /// Where the items go.
  package let placement: ToolbarItemPlacement
  let content: Content

  /// Items showing `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// The items.
  public var body: Content { content }
}

/// A menu of actions on the page's title (rename, duplicate, move), put in a `toolbar`: a
/// button beside the title, "Title Menu", opens it.
public struct ToolbarTitleMenu<Content: View>: View {
  let content: Content

  /// A title menu of `content`'s actions.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The menu, at the leading end of the bar, beside the title.
  public var body: some View {
    ToolbarItem(placement: .navigation) {
      Menu {
        content
      } label: {
        Label("Title Menu", systemImage: "chevron.down").labelStyle(.iconOnly)
      }
    }
  }
}

/// Adds items to the navigation bar of the page this view is on. The items are children
/// of the modified view (they share its environment and state) shown in the bar.
struct ToolbarModifier<Items: View>: PrimitiveModifier, InspectableElement {
  /// Shown once over several views, not once for each.
  var appliesOnceOverSeveralViews: Bool { true }

  typealias Body = Never
  let items: Items

  func makeExtraChildren(into children: inout ChildList, node: ViewNode) {
    children.append(items, key: ChildKey(.part("toolbar"), for: items))
  }

  var inspectionDescription: String { "toolbar" }
}

extension View {
  /// Adds `content` (buttons, `ToolbarItem`s) to the navigation bar of this page.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}
