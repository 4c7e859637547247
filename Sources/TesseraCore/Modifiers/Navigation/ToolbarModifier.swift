/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// Where in the bars the item goes, as on an iPhone.
  package let position: ToolbarItemPosition

  /// The backend's choice (the trailing end of the navigation bar).
  public static let automatic = ToolbarItemPlacement(name: "automatic", position: .trailing)
  /// The centre of the navigation bar, in place of the inline title.
  public static let principal = ToolbarItemPlacement(name: "principal", position: .principal)
  /// The leading end of the navigation bar, after the back button.
  public static let navigationBarLeading = ToolbarItemPlacement(
    name: "navigationBarLeading", position: .leading)
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(
    name: "navigationBarTrailing", position: .trailing)
  /// The leading end of the top bar, after the back button.
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", position: .leading)
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(
    name: "topBarTrailing", position: .trailing)
  /// A bar along the bottom of the navigation stack: its items side by side in the middle
  /// (a `Spacer` among them pushes them apart).
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", position: .bottom)
  /// Where a cancel button goes (the leading end of the navigation bar).
  public static let cancellationAction = ToolbarItemPlacement(
    name: "cancellationAction", position: .leading)
  /// Where a confirm button goes (the trailing end of the navigation bar).
  public static let confirmationAction = ToolbarItemPlacement(
    name: "confirmationAction", position: .trailing)
  /// The most used action of the screen (the trailing end of the navigation bar).
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", position: .trailing)
  /// Less used actions (the trailing end of the navigation bar).
  public static let secondaryAction = ToolbarItemPlacement(
    name: "secondaryAction", position: .trailing)
  /// Where a destructive action's button goes (the trailing end of the navigation bar).
  public static let destructiveAction = ToolbarItemPlacement(
    name: "destructiveAction", position: .trailing)
  /// Navigation actions, such as going back or forward (the leading end of the navigation
  /// bar).
  public static let navigation = ToolbarItemPlacement(name: "navigation", position: .leading)
  /// The status of the screen's content: the middle of the bottom bar.
  public static let status = ToolbarItemPlacement(name: "status", position: .status)
  /// Over the on-screen keyboard, while a text field or editor has the focus. Terminals
  /// and desktops have no on-screen keyboard: the items go at the trailing end of the
  /// navigation bar while a text field or editor of the window has the focus.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard", position: .trailing)
}

/// Where a navigation stack lays out a toolbar item.
package enum ToolbarItemPosition: Hashable, Sendable {
  /// The navigation bar's leading end, after the back button.
  case leading
  /// The navigation bar's middle, in place of the inline title.
  case principal
  /// The navigation bar's trailing end.
  case trailing
  /// The bar along the bottom of the stack.
  case bottom
  /// The middle of the bar along the bottom, over the bottom items.
  case status
}

/// A toolbar view that says where its content goes (`ToolbarItem`, `ToolbarItemGroup`).
@MainActor
package protocol PlacedToolbarContent {
  /// Where the content goes.
  var placement: ToolbarItemPlacement { get }
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

  /// The item's content (at the `keyboard` placement, only while text is being edited).
  public var body: some View {
    if placement == .keyboard { KeyboardToolbarContent(content: content) } else { content }
  }
}

extension ToolbarItem: PlacedToolbarContent {}

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

  /// The items (at the `keyboard` placement, only while text is being edited).
  public var body: some View {
    if placement == .keyboard { KeyboardToolbarContent(content: content) } else { content }
  }
}

extension ToolbarItemGroup: PlacedToolbarContent {}

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
