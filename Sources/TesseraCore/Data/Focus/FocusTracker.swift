/// The keyboard focus of one window's graph, and the `FocusState`s tied to it.
///
/// Hosts tell it where the user moved the focus (`move(to:)`), and the views marked
/// `focused` learn it through their state; after an update, hosts ask it where the app
/// moved the focus by setting a state (`applyRequests`).
@MainActor
package final class FocusTracker {
  /// The control that has the focus, if any.
  package private(set) weak var focused: ViewNode?
  /// The values the views around the focus publish, and the views that read them.
  package let values = FocusedValuesCenter()
  private var marks: [ObjectIdentifier: Mark] = [:]

  private struct Mark {
    weak var node: ViewNode?
    var modifier: FocusedModifier
  }

  package init() {}

  func register(_ modifier: FocusedModifier, for node: ViewNode) {
    marks[ObjectIdentifier(node)] = Mark(node: node, modifier: modifier)
  }

  /// The view marked `focused` is gone: a state that said it had the focus no longer
  /// does, as the focus leaves with it.
  func unregister(_ node: ViewNode) {
    guard let mark = marks.removeValue(forKey: ObjectIdentifier(node)) else { return }
    if holdsFocus(node), mark.modifier.isFocused() { mark.modifier.setFocused(false) }
  }

  /// The user moved the focus to `node` (nil: nowhere): the states of the views marked
  /// `focused` say so, those that lost it first.
  package func move(to node: ViewNode?) {
    let moved = focused !== node
    let previous = focused
    focused = node
    defer { if moved { values.changed() } }
    if moved {
      // Text fields made with `onEditingChanged` are told as SwiftUI tells them.
      previous?.view(as: TextFieldCore.self)?.onEditingChanged?(false)
      previous?.commitFormattedDraft()
      node?.view(as: TextFieldCore.self)?.onEditingChanged?(true)
    }
    let marked = marks.values.compactMap { mark in mark.node.map { ($0, mark.modifier) } }
    for (view, modifier) in marked where !holdsFocus(view) && modifier.isFocused() {
      modifier.setFocused(false)
    }
    for (view, modifier) in marked where holdsFocus(view) && !modifier.isFocused() {
      modifier.setFocused(true)
    }
  }

  /// Moves the focus where the app asked by setting a `FocusState`: into the view whose
  /// state now says it has the focus (to the control `firstControl` finds in it), or
  /// away from a view whose state was cleared. Returns whether the focus moved.
  package func applyRequests(firstControl: (ViewNode) -> ViewNode?) -> Bool {
    guard !marks.isEmpty else { return false }
    let marked = marks.values.compactMap { mark in mark.node.map { ($0, mark.modifier) } }
    if let (view, _) = marked.first(where: { !holdsFocus($0.0) && $0.1.isFocused() }),
      let control = firstControl(view)
    {
      move(to: control)
      return true
    }
    if marked.contains(where: { holdsFocus($0.0) && !$0.1.isFocused() }) {
      move(to: nil)
      return true
    }
    return false
  }

  /// Whether the focused control is `view` or inside it.
  private func holdsFocus(_ view: ViewNode) -> Bool {
    focused?.isInside(view) == true
  }
}

extension ViewGraph {
  /// The focus of this graph's window and the `FocusState`s tied to it.
  package var focus: FocusTracker { locals.value { FocusTracker() } }
}
