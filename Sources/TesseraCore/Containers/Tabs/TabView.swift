/// Pages chosen from a tab bar. Each view in the content is a tab, labelled by its
/// `.tabItem` and identified by its `.tag` (or its position). Every tab stays alive, with
/// its state and navigation, while another is shown.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selected tag (or `Tab` value) is bound to `selection`.
  public init(
    selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, starting with the first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView, InspectableElement {
  /// The tag of each tab: its `.tag`, else its position.
  private func tabs() -> [(tag: AnyHashable, id: AnyHashable, view: any View)] {
    ViewList.items(of: content).enumerated().map { index, item in
      (ModifierChain.tag(of: item.view) ?? AnyHashable(index), item.id, item.view)
    }
  }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let state = node.locals.value { TabState() }
    let tabs = tabs()
    let selected =
      selection.map { AnyHashable($0.wrappedValue) } ?? state.selected ?? tabs.first?.tag
    let select = { [selection, weak node] (tag: AnyHashable) in
      if let selection, let value = tag.base as? SelectionValue {
        selection.wrappedValue = value
      } else {
        state.selected = tag
        node?.invalidate()
      }
    }
    if case .page(let showsIndex) = node.environment.tabViewStyle {
      if showsIndex ?? (tabs.count > 1) {
        let tags = tabs.map(\.tag)
        let selectedIndex = tags.firstIndex { $0 == selected } ?? 0
        for (index, tab) in tabs.enumerated() {
          let dot = PageIndexDot(
            index: index, tags: tags, selectedIndex: selectedIndex, select: select)
          children.append(dot, key: ChildKey(.part("dot:\(tab.id)"), for: dot))
        }
      }
      appendPages(tabs, selected: selected, into: &children)
      return
    }
    for tab in tabs {
      let modifiers = ModifierChain.modifiers(of: tab.view)
      var label: any View = AnyView(Text(verbatim: "\(tab.tag.base)"))
      if let item = modifiers.lazy.compactMap({ $0 as? any TabItemLabel }).first?.labelView {
        // `.tabItem { Image(…); Text(…) }`: the symbol beside its title, as a `Label` is
        // in a bar one line high.
        let parts = ViewList.items(of: item)
        label =
          parts.count > 1
          ? AnyView(HStack { ForEach(parts.indices, id: \.self) { AnyView(parts[$0].view) } })
          : item
      }
      // A badge on the tab's view goes after its item's label, in red.
      if let badge = modifiers.lazy.compactMap({ ($0 as? BadgeModifier)?.text }).first {
        label = AnyView(
          HStack {
            AnyView(label)
            badge.foregroundColor(.red)
          })
      }
      let item = TabBarItem(
        isSelected: tab.tag == selected, action: { select(tab.tag) }, label: AnyView(label))
      children.append(item, key: ChildKey(.part("tab:\(tab.id)"), for: item))
    }
    appendPages(tabs, selected: selected, into: &children)
  }

  private func appendPages(
    _ tabs: [(tag: AnyHashable, id: AnyHashable, view: any View)], selected: AnyHashable?,
    into children: inout ChildList
  ) {
    for tab in tabs {
      let page = TabPage(isSelected: tab.tag == selected, content: AnyView(tab.view))
      children.append(page, key: ChildKey(.id(tab.id), for: page))
    }
  }

  package var inspectionDescription: String {
    selection.map { "TabView(selection: \($0.wrappedValue))" } ?? "TabView"
  }
}

/// A tab view, whatever its content's type.
@MainActor
package protocol TabContainer {}

extension TabView: TabContainer {}

extension ViewNode {
  /// Whether this tab view shows a tab bar: not when it shows pages, or when the page
  /// shown hides it.
  package var showsTabBar: Bool {
    guard view(as: (any TabContainer).self) != nil else { return false }
    return environment.tabViewStyle == .tabBar && locals[TabBarPlacement.self]?.isHidden != true
  }
}

/// A tab view's own selection, when none is bound.
final class TabState {
  var selected: AnyHashable?
}

/// A tab's page: concealed unless selected. Its content stays mounted, with its state,
/// while it is concealed. Components that keep pages of their own (TesseraComponents'
/// `ThemedTabView`) use it too.
package struct TabPage: View, PrimitiveView, ConcealingView, InspectableElement {
  package typealias Body = Never
  let isSelected: Bool
  let content: AnyView

  /// A page showing `content` when `isSelected`, concealed otherwise.
  package init(isSelected: Bool, content: AnyView) {
    self.isSelected = isSelected
    self.content = content
  }

  package var isConcealed: Bool { !isSelected }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(content, key: ChildKey(.single, for: content))
  }

  package var isInspectable: Bool { false }

  package var inspectionDescription: String { "TabPage" }
}

/// A button of a tab bar, labelled by the tab's `tabItem` (or by a themed tab bar's own
/// label): backends show it as a tab and the terminal's Alt+1…9 pick it.
package struct TabBarItem: View, PrimitiveView, ActionControl, InspectableElement {
  package typealias Body = Never
  /// Whether this item's tab is shown.
  package let isSelected: Bool
  let action: () -> Void
  let label: AnyView

  /// An item showing `label` that runs `action` when chosen.
  package init(isSelected: Bool, action: @escaping () -> Void, label: AnyView) {
    self.isSelected = isSelected
    self.action = action
    self.label = label
  }

  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    children.append(label, key: ChildKey(.part("label"), for: label))
  }

  package var buttonRole: ButtonRole? { nil }

  package func activate(in environment: EnvironmentValues) { action() }

  /// A tab bar draws its items its own way, whatever button style is around it.
  package func appearance(in environment: EnvironmentValues) -> ButtonAppearance { .tinted }

  package var inspectionDescription: String { isSelected ? "TabBarItem(selected)" : "TabBarItem" }
}
