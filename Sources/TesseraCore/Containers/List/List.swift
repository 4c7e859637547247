/// Rows in a scrolling column, with separators: static content, or one row per element of
/// a collection.
public struct List<SelectionValue: Hashable, Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let content: Content
  let selection: ListSelection<SelectionValue>?

  /// A list of the rows `content` builds, with single selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map(ListSelection.single)
    self.content = content()
  }

  /// A list of the rows `content` builds, with multiple selection: choosing a row adds it
  /// to the set, or takes it out.
  public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
    self.selection = .multiple(selection)
    self.content = content()
  }
}

/// What a list's selection is bound to: one value or a set of them.
package enum ListSelection<Value: Hashable> {
  /// One selected row, or none.
  case single(Binding<Value?>)
  /// Any number of selected rows.
  case multiple(Binding<Set<Value>>)
}

extension List {
  /// A list with one row per identifiable element, with single selection by id.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Element.ID == SelectionValue
  {
    self.selection = selection.map(ListSelection.single)
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with one row per identifiable element, with multiple selection by id.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
    Data.Element.ID == SelectionValue
  {
    self.selection = .multiple(selection)
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with one row per element, identified by the key path `id`, with single
  /// selection: a row's tag is its id.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.selection = selection.map(ListSelection.single)
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per element, identified by the key path `id`, with multiple
  /// selection: a row's tag is its id.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.selection = .multiple(selection)
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }

  /// A list with one row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.selection = nil
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with one row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.selection = nil
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per element of a bound collection, identified by `id` on each
  /// element; each row gets a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  ) where Content == ForEach<Binding<C>, ID, RowContent> {
    self.selection = nil
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with one row per number of a constant range: `List(0..<10) { Text("Row \($0)") }`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.selection = nil
    self.content = ForEach(data, content: rowContent)
  }
}

extension List: PrimitiveView, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    LazyChildren.make(from: self, into: &children, node: node)
  }

  package var inspectionDescription: String { "List" }
}

/// A group of rows in a list or form, with an optional header and footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether a collapsible section shows its content; nil for a section that always does.
  var isExpanded: Binding<Bool>?
  /// Whether a sidebar list lets the user collapse the section (`collapsible(_:)`).
  var isCollapsible = true

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section that the user can collapse: tapping its header shows or hides its content
  /// (iOS 17).
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.init(content: content, header: header, footer: { EmptyView() })
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A collapsible section titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
  }

  /// A collapsible section titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
  }
}

extension Section {
  /// A section with a header and a footer given as views: the earlier spelling, still
  /// common.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header given as a view.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer given as a view.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }

  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section: PrimitiveView, InspectableElement, RowGroup {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    // Headers and footers stand apart from the rows: a header in the secondary colour,
    // bold (or as a title, with increased prominence), and a footer in the secondary
    // colour, unless the app styles them itself. Screen readers hear the header as one.
    let increased = node.environment.headerProminence == .increased
    let header = header.font(increased ? .title3.bold() : .headline)
      .foregroundColor(increased ? .primary : .secondary)
      .accessibilityAddTraits(.isHeader)
    let footer = footer.font(.footnote).foregroundColor(.secondary)
    if let isExpanded = isExpanded ?? sidebarExpansion(node) {
      // A collapsible section's header is a button that shows or hides its content, with
      // a chevron that points down while it is shown.
      let toggle = Button {
        isExpanded.wrappedValue.toggle()
      } label: {
        HStack {
          header
          Spacer(minLength: 0)
          Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
        }
      }
      .buttonStyle(.plain)
      children.append(toggle, key: ChildKey(.part("header"), for: toggle))
      if isExpanded.wrappedValue {
        children.append(content, key: ChildKey(.single, for: content))
      }
    } else if node.environment.listStyleName == PlainListStyle().name {
      // A plain list's section header is a band across the list that stays at its top
      // while the section's rows scroll under it (see the layout), as in SwiftUI.
      let band =
        header
        .padding(.horizontal, ListRowsLayout.defaultInsets.leading)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.bar)
        .listRowInsets(EdgeInsets())
        .zIndex(1)
      children.append(band, key: ChildKey(.part("header"), for: band))
      children.append(content, key: ChildKey(.single, for: content))
    } else {
      children.append(header, key: ChildKey(.part("header"), for: header))
      children.append(content, key: ChildKey(.single, for: content))
    }
    children.append(footer, key: ChildKey(.part("footer"), for: footer))
  }

  package var inspectionDescription: String { "Section" }

  /// In a sidebar list, a section with a header collapses and expands by it, as in
  /// SwiftUI; it starts expanded and keeps its state while it stays in the list.
  private func sidebarExpansion(_ node: ViewNode) -> Binding<Bool>? {
    guard isCollapsible, Parent.self != EmptyView.self,
      node.environment.listStyleName == SidebarListStyle().name
    else { return nil }
    let state = node.locals.value { SidebarSectionState() }
    return Binding(
      get: { state.isExpanded },
      set: { [weak node] in
        state.isExpanded = $0
        node?.invalidate()
      })
  }
}

/// Whether a section of a sidebar list is expanded.
private final class SidebarSectionState {
  var isExpanded = true
}

extension Section {
  /// Sets whether the user can collapse the section, in a sidebar list (where sections
  /// with a header can be, by default).
  public func collapsible(_ collapsible: Bool) -> some View {
    var section = self
    section.isCollapsible = collapsible
    return section
  }
}

extension List: RowSelecting {
  package var allowsSelection: Bool { selection != nil }

  package func isSelected(_ tag: AnyHashable) -> Bool {
    guard let value = tag.base as? SelectionValue else { return false }
    switch selection {
    case .single(let binding): return binding.wrappedValue == value
    case .multiple(let binding): return binding.wrappedValue.contains(value)
    case nil: return false
    }
  }

  package var selectedTags: [AnyHashable] {
    switch selection {
    case .single(let binding): return binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    case .multiple(let binding): return binding.wrappedValue.map { AnyHashable($0) }
    case nil: return []
    }
  }

  package func selectionTag(ofRow row: ViewNode) -> AnyHashable? {
    var node: ViewNode? = row
    while let current = node {
      if let tag = (current.primitiveModifier as? TagModifier)?.tag { return tag }
      // A `NavigationLink(value:)` row is tagged by its value, as in SwiftUI.
      if let value = current.view(as: (any ValueLink).self)?.linkValue,
        value.base is SelectionValue
      {
        return value
      }
      node = current.soleContentChild
    }
    // A ForEach element's id; beside other content the list keys rows by (part, id).
    guard case .id(let key) = row.key.slot else { return nil }
    return key.rowIDs.first { $0.base is SelectionValue }
  }

  package func selectRow(_ tag: AnyHashable) -> Bool {
    guard let selection, let value = tag.base as? SelectionValue else { return false }
    switch selection {
    case .single(let binding): binding.wrappedValue = value
    case .multiple(let binding):
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
    return true
  }

  package func clearSelection() {
    switch selection {
    case .single(let binding): binding.wrappedValue = nil
    case .multiple(let binding): binding.wrappedValue = []
    case nil: break
    }
  }
}

/// A container whose content is rows of the list it is in (a `Section`): a row inside it
/// is a row of that list, as one made by a `ForEach` is.
@MainActor
package protocol RowGroup {}

/// A list whose rows can be selected.
@MainActor
package protocol RowSelecting {
  /// Whether the list has a selection binding.
  var allowsSelection: Bool { get }
  /// Whether the row tagged `tag` is selected.
  func isSelected(_ tag: AnyHashable) -> Bool
  /// The tags of the selected rows.
  var selectedTags: [AnyHashable] { get }
  /// The tag of `row` (one of the list's row nodes): its `.tag`, else its id.
  func selectionTag(ofRow row: ViewNode) -> AnyHashable?
  /// Selects the row tagged `tag` (with a set, selects or deselects it); false when the
  /// tag has the wrong type.
  func selectRow(_ tag: AnyHashable) -> Bool
  /// Selects no row.
  func clearSelection()
}

extension ViewNode {
  /// For a row of a list with a selection: the list and the row's tag. A row is a child
  /// of the list, or of the `ForEach`, `Group`, `Section` or conditional the list's
  /// content is made of (`List(selection:) { Text("Top"); ForEach(...) }`).
  package var selectableRow: (list: any RowSelecting, listNode: ViewNode, tag: AnyHashable)? {
    guard !key.isPart else { return nil }
    var ancestor = parent
    while let current = ancestor {
      if let list = current.view(as: (any RowSelecting).self) {
        guard list.allowsSelection, let tag = list.selectionTag(ofRow: self) else { return nil }
        return (list, current, tag)
      }
      guard
        current.view(as: (any ListableView).self) != nil
          || current.view(as: (any RowGroup).self) != nil
      else { return nil }
      ancestor = current.parent
    }
    return nil
  }

  /// Selects this row of its list, as a click would.
  package func performRowSelection() -> ActionOutcome {
    guard let row = selectableRow else { return .notApplicable }
    // A row that links to a view (`NavigationLink { Detail() }`) opens it, as a tap
    // does on iOS; in edit mode the row is selected instead.
    if let link = linkToView, environment.editMode?.wrappedValue.isEditing != true {
      return link.performAction()
    }
    guard environment.isEnabled else { return .disabled }
    return Self.select(row.tag, in: row.list, at: row.listNode) ? .performed : .refused
  }

  /// The node if it is a `NavigationLink` to a view, or the one it wraps alone (in
  /// modifiers such as `.tag`, or as a row view's body).
  private var linkToView: ViewNode? {
    var node: ViewNode? = self
    while let current = node {
      if let link = current.view(as: (any ValueLink).self) {
        return link.linkValue == nil ? current : nil
      }
      node = current.soleContentChild
    }
    return nil
  }

  /// Selects the row tagged `tag` of `list` (the list at `listNode`), as a click would; in
  /// a column of a collapsed split view, a row newly selected also shows the next column,
  /// as choosing a row on an iPhone does. False when the tag has the wrong type.
  package static func select(
    _ tag: AnyHashable, in list: any RowSelecting, at listNode: ViewNode
  ) -> Bool {
    guard list.selectRow(tag) else { return false }
    if let column = listNode.environment.collapsedSplitColumn, list.isSelected(tag) {
      column.showNext { list.clearSelection() }
    }
    return true
  }
}
