import Tessera

extension TestHost {
  /// Whether a `Text` showing exactly `text` is in the tree.
  public func contains(text: String) -> Bool { (try? find(text: text)) != nil }

  /// Every text shown, in order.
  public var texts: [String] { root.texts }

  /// The first `Text` showing exactly `text`.
  public func find(text: String) throws -> InspectedView {
    try first("text \"\(text)\"") { $0.text == text }
  }

  /// The first control (button, toggle, text field, picker, date picker, stepper, slider)
  /// whose label is `label`: its accessibility label, its texts joined by spaces, or its
  /// own title. While a sheet, alert or menu is shown, a control in it comes first, as it
  /// is the one a user can reach, and a control in a hidden bar comes last.
  public func find(control label: String) throws -> InspectedView {
    let matches = findAll(control: label)
    if let top = graph.frontPresentation,
      let reachable = matches.first(where: { $0.node.isInside(top) })
    {
      return reachable
    }
    // A control in a bar the page hid cannot be reached: one that shows comes first.
    guard let match = matches.first(where: { !$0.node.isInHiddenBar }) ?? matches.first else {
      throw InspectionError.notFound("a control labelled \"\(label)\"", snapshot: snapshot)
    }
    return match
  }

  /// Opens the menu labelled `menu` (a `Menu`, or a menu inside the one open) and chooses
  /// its item labelled `item`, as a user does: the item's action runs and the menus close.
  /// Throws when `menu` opens no list, or the list has no such item.
  public func choose(_ item: String, inMenu menu: String) throws {
    try tap(menu)
    guard let list = graph.frontPresentation,
      InspectedView(node: list).presentationKind == .menu
    else {
      throw InspectionError.notFound("a menu opened by \"\(menu)\"", snapshot: snapshot)
    }
    guard let match = findAll(control: item).first(where: { $0.node.isInside(list) }) else {
      throw InspectionError.notFound(
        "an item labelled \"\(item)\" in the menu \"\(menu)\"", snapshot: snapshot)
    }
    try match.tap()
  }

  /// The view that `.accessibilityIdentifier(identifier)` was applied to.
  public func find(identifier: String) throws -> InspectedView {
    try first(.identifier, identifier, "accessibility identifier \"\(identifier)\"")
  }

  /// The view, of any kind, that `.accessibilityLabel(label)` was applied to: an image, a
  /// shape, a stack. (`find(control:)` also matches a control by its visible title, and
  /// `find(text:)` a text by what it shows.)
  public func find(label: String) throws -> InspectedView {
    try first(.label, label, "a view with accessibility label \"\(label)\"")
  }

  /// The view that the first accessibility modifier setting `property` to `value` was
  /// applied to.
  private func first(
    _ property: AccessibilityModifier.Property, _ value: String, _ query: String
  ) throws -> InspectedView {
    var match: ViewNode?
    ElementTree.walk(graph.root) { node in
      guard match == nil else { return false }
      if let modifier = node.primitiveModifier as? AccessibilityModifier,
        modifier.property == property, modifier.text == value
      {
        // Step down through the modifiers applied to the same view, to the view itself.
        var target = node
        while target.primitiveModifier != nil, let content = target.children.first {
          target = content
        }
        match = target
      }
      return true
    }
    guard let match else { throw InspectionError.notFound(query, snapshot: snapshot) }
    return InspectedView(node: match)
  }

  /// Every view of exactly type `type` (such as `Toggle<Text>.self` or your own view),
  /// element or not, in order.
  public func findAll<V: View>(_ type: V.Type) -> [InspectedView] {
    var result: [InspectedView] = []
    ElementTree.walk(graph.root) { node in
      if Swift.type(of: node.view) == type { result.append(InspectedView(node: node)) }
      return true
    }
    return result
  }

  /// The first view of exactly type `type`.
  public func find<V: View>(_ type: V.Type) throws -> InspectedView {
    guard let match = findAll(type).first else {
      throw InspectionError.notFound("a view of type \(V.self)", snapshot: snapshot)
    }
    return match
  }

  /// Every element of the given kind (`"Toggle"`, `"Button"`, `"Sheet"`), in order.
  public func findAll(kind: String) -> [InspectedView] {
    findAll { $0.kind == kind || $0.description == kind }
  }

  /// Every control labelled `label`, in order: the delete buttons of a list's rows in edit
  /// mode, say.
  public func findAll(control label: String) -> [InspectedView] {
    findAll { $0.node.isControl && $0.label == label }
  }

  /// Every element that satisfies `predicate`, in order.
  public func findAll(where predicate: (InspectedView) -> Bool) -> [InspectedView] {
    var result: [InspectedView] = []
    ElementTree.walk(graph.root) { node in
      let element = InspectedView(node: node)
      if ElementTree.isElement(node), predicate(element) { result.append(element) }
      return true
    }
    return result
  }

  /// The presentations shown now (sheets, covers, alerts), outermost first. There is no
  /// `present`: a view is presented the way a user presents it, by tapping the control
  /// that sets its `isPresented` or `item` binding; `dismissPresentation()` or
  /// `InspectedView.dismiss()` closes one as Esc would.
  public var presentations: [InspectedView] {
    findAll { ($0.node.view(as: (any PresentationElement).self) != nil) }
  }

  /// The rows of lists with a selection, by label.
  public var selectableRows: [InspectedView] {
    findAll { $0.node.selectableRow != nil }
  }

  // MARK: Actions by label

  /// Selects the row labelled `label` in a list with a selection, as a click would.
  public func selectRow(_ label: String) throws {
    var match: ViewNode?
    ElementTree.walk(graph.root) { node in
      if match == nil, node.selectableRow != nil, node.readableLabel == label { match = node }
      return match == nil
    }
    guard let match else {
      throw InspectionError.notFound("a selectable row labelled \"\(label)\"", snapshot: snapshot)
    }
    switch graph.onItsClock({ match.performRowSelection() }) {
    case .performed: graph.update()
    case .disabled: throw InspectionError.disabled("select", label)
    default: throw InspectionError.refused("select", label)
    }
  }

  /// Taps the control labelled `label`.
  public func tap(_ label: String) throws { try find(control: label).tap() }

  /// Flips the toggle labelled `label`.
  public func toggle(_ label: String) throws { try find(control: label).toggle() }

  /// Types `text` at the end of the text field labelled `label`.
  public func type(_ text: String, into label: String) throws {
    try find(control: label).type(text: text)
  }

  /// Selects the option labelled `option` in the picker labelled `label`.
  public func select(_ option: String, in label: String) throws {
    try find(control: label).select(option: option)
  }

  /// Sets the date of the date picker labelled `label`.
  public func setDate(_ date: Date, in label: String) throws {
    try find(control: label).setDate(date)
  }

  /// Presses `key` with `modifiers` (⌘ stands for Ctrl, as on Linux): the `onKeyPress`
  /// actions around the focused control see it first (see `InspectedView.focus()`); if
  /// none handles it, the control whose `keyboardShortcut` names it acts. Throws when
  /// neither takes it.
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
    let keyPress = KeyPress(key: key, modifiers: modifiers)
    // A focus the app asked for (a `@FocusState` set in `onAppear`) is where keys go.
    _ = graph.focus.applyRequests { $0.firstControl() }
    if let focused = graph.focus.focused,
      graph.onItsClock({ focused.performKeyPress(keyPress) }) == .performed
    {
      graph.update()
      return
    }
    let root = graph.inputRoot
    guard let control = root.control(forShortcutKey: key, modifiers: modifiers) else {
      throw InspectionError.notFound(
        "a control with the shortcut \"\(key.character)\"", snapshot: snapshot)
    }
    try InspectedView(node: control).tap()
  }

  /// Dismisses the innermost presentation, as Esc would.
  public func dismissPresentation() throws {
    guard let presentation = presentations.last else {
      throw InspectionError.notFound("a presentation to dismiss", snapshot: snapshot)
    }
    try presentation.dismiss()
  }

  /// Opens the window switcher, as the terminal's F6 does: a dialog listing the app's
  /// windows (the app's own first, the window in front marked "✓"), whose buttons bring
  /// one forward. Throws when the app has only its own window open.
  public func showWindowSwitcher() throws {
    guard graph.showWindowSwitcher() == .performed else {
      throw InspectionError.notFound("windows to switch between", snapshot: snapshot)
    }
    graph.update()
  }

  func first(_ query: String, where predicate: (InspectedView) -> Bool) throws -> InspectedView {
    guard let match = findAll(where: predicate).first else {
      throw InspectionError.notFound(query, snapshot: snapshot)
    }
    return match
  }
}

extension TestHost {
  /// The control that has the keyboard focus (moved by `InspectedView.focus()`, or by a
  /// `@FocusState` the app set), or nil.
  public var focusedControl: InspectedView? {
    _ = graph.focus.applyRequests { $0.firstControl() }
    graph.update()
    return graph.focus.focused.map(InspectedView.init(node:))
  }
}
