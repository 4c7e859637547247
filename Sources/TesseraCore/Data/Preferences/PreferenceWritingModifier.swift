import Foundation

/// Sets, or changes, a preference for the modified view: what views around it read in
/// place of the values its content set.
package struct PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier,
  PreferenceWriting, InspectableElement
{
  package typealias Body = Never

  /// How the modifier makes the view's value.
  enum Rule {
    /// This value, whatever the content set.
    case value(Key.Value)
    /// The content's value, changed in place.
    case transform((inout Key.Value) -> Void)
    /// A value made from the view's frame in the window (an anchor preference).
    case frame((CGRect) -> Key.Value)
  }

  let rule: Rule

  package var keyType: Any.Type { Key.self }

  package var dependsOnFrame: Bool {
    if case .frame = rule { return true }
    return false
  }

  package func didMount(_ node: ViewNode) { node.graph?.preferences.writerMounted(self) }

  package func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    if case .value(let value) = rule, let previous = previous as? Self,
      case .value(let old) = previous.rule, Equality.areEqual(value, old) == true
    {
      return
    }
    node.graph?.preferences.writerChanged()
  }

  package func willUnmount(_ node: ViewNode) { node.graph?.preferences.writerUnmounted(self) }

  /// The value of the view at `node`, given what its content set (nil: nothing).
  func value(at node: ViewNode, content: Key.Value?) -> Key.Value? {
    switch rule {
    case .value(let value): return value
    case .transform(let change):
      var value = content ?? Key.defaultValue
      change(&value)
      return value
    case .frame(let make): return make(node.frame)
    }
  }

  package var inspectionDescription: String { "preference(\(Key.self))" }
}

/// A preference writer, whatever its key.
@MainActor
package protocol PreferenceWriting {
  /// The key it writes.
  var keyType: Any.Type { get }
  /// Whether its value follows the view's frame, so it changes with every layout.
  var dependsOnFrame: Bool { get }
}

/// Works out the value of a preference in a subtree.
@MainActor
enum PreferenceCollector {
  /// The combined value `Key` has in the subtree at `node`; nil when nothing in it sets
  /// one.
  static func value<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Key.Value? {
    var content: Key.Value?
    for child in node.children {
      guard let next = value(key, in: child) else { continue }
      if content == nil {
        content = next
      } else {
        Key.reduce(value: &content!, nextValue: { next })
      }
    }
    if let writer = node.primitiveModifier as? PreferenceWritingModifier<Key> {
      return writer.value(at: node, content: content)
    }
    return content
  }
}
