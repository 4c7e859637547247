/// Tells `action` the value a preference has in the modified view whenever it changes
/// (and once at first): what `onPreferenceChange` and the preference overlays use.
package struct PreferenceObserverModifier<Key: PreferenceKey>: PrimitiveModifier,
  PreferenceObserving, InspectableElement
{
  package typealias Body = Never
  let action: (Key.Value) -> Void

  package func didMount(_ node: ViewNode) { node.graph?.preferences.register(node) }
  package func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    node.graph?.preferences.register(node)
  }
  package func willUnmount(_ node: ViewNode) { node.graph?.preferences.unregister(node) }

  package func deliver(at node: ViewNode) {
    let value = PreferenceCollector.value(Key.self, in: node) ?? Key.defaultValue
    let last = node.locals[DeliveredPreference<Key>.self]
    if let last, Equality.areEqual(last.value, value) != false { return }
    node.locals[DeliveredPreference<Key>.self] = DeliveredPreference(value: value)
    action(value)
  }

  package var inspectionDescription: String { "onPreferenceChange(\(Key.self))" }
}

/// The value an observer last told its action.
private struct DeliveredPreference<Key: PreferenceKey> {
  let value: Key.Value
}

/// A preference observer, whatever its key.
@MainActor
package protocol PreferenceObserving {
  /// Works out the value in the observed view and tells the action if it changed.
  func deliver(at node: ViewNode)
}
