/// A control for choosing one of several options. Each option is a view marked with
/// `.tag(value)`; selecting it writes `value` to the selection binding. Options made by a
/// `ForEach` without tags are tagged with their ids.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
}

extension Picker {
  /// A picker labelled by `label` (the older spelling, before the label came last; SwiftUI
  /// deprecates it only softly, with no warning).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }
}

extension Picker where Label == Text {
  /// A picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView, SelectionControl, InspectableElement {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    let style = node.environment.pickerStyle
    guard style.showsOptionsAsViews else {
      children.appendControlLabel(label, of: node)
      children.append(content, key: ChildKey(.part("content"), for: content))
      return
    }
    let hidesLabel = node.environment.labelsVisibility == .hidden
    let options = ViewList.items(of: content).compactMap { item -> PickerOptionsView.Option? in
      guard let tag = ModifierChain.tag(of: item.view) ?? item.id.rowIDs.first(where: accepts)
      else { return nil }
      return PickerOptionsView.Option(id: tag, view: AnyView(item.view))
    }
    let view = PickerOptionsView(
      label: hidesLabel ? AnyView(EmptyView()) : AnyView(label),
      title: TextCollector.plainText(of: label), options: options, selected: selectedTag,
      select: { _ = select($0) }, style: style)
    children.append(view, key: ChildKey(.single, for: view))
  }

  package var selectedTag: AnyHashable { AnyHashable(selection.wrappedValue) }

  package func select(_ tag: AnyHashable) -> Bool {
    if let value = tag.base as? SelectionValue {
      selection.wrappedValue = value
      return true
    }
    return false
  }

  package func accepts(_ tag: AnyHashable) -> Bool { tag.base is SelectionValue }

  package var inspectionDescription: String { "Picker(selection: \(selection.wrappedValue))" }
}

/// A control that selects one value among tagged options.
@MainActor
package protocol SelectionControl {
  /// The tag of the selected option.
  var selectedTag: AnyHashable { get }
  /// Selects the option tagged `tag`; false when the tag has the wrong type.
  func select(_ tag: AnyHashable) -> Bool
  /// Whether `tag` has the selection's type.
  func accepts(_ tag: AnyHashable) -> Bool
}

extension ViewNode {
  /// The picker this node shows, when the backend draws it as one control: not when its
  /// style makes it of views (`navigationLink`, `inline`, `radioGroup`), which act
  /// themselves.
  package var pickerControl: (any SelectionControl)? {
    guard !environment.pickerStyle.showsOptionsAsViews else { return nil }
    return view(as: (any SelectionControl).self)
  }

  /// The options of a picker-like node: each view under its content that carries a tag
  /// (or, untagged, a `ForEach` id of the selection's type), with that tag.
  package func selectionOptions() -> [(tag: AnyHashable, node: ViewNode)] {
    guard let control = self.view(as: (any SelectionControl).self),
      let content = children.first(where: { $0.key.slot == .part("content") })
        ?? listedOptions
    else { return [] }
    var options: [(AnyHashable, ViewNode)] = []
    func visit(_ node: ViewNode) {
      if let tag = (node.primitiveModifier as? TagModifier)?.tag {
        options.append((tag, node))
        return
      }
      if case .id(let id) = node.key.slot, control.accepts(id), !node.containsTag {
        options.append((id, node))
        return
      }
      for child in node.children { visit(child) }
    }
    visit(content)
    return options
  }

  /// The views of a picker that lists its options as views (`inline`, `radioGroup`);
  /// not the row of a `navigationLink` picker, whose options are on the page it opens.
  private var listedOptions: ViewNode? {
    let style = environment.pickerStyle
    guard style.showsOptionsAsViews, style != .navigationLink else { return nil }
    return children.first { !$0.key.isPart }
  }

  private var containsTag: Bool {
    primitiveModifier is TagModifier || children.contains { $0.containsTag }
  }
}
