/// The persistent storage of one `@State` property, kept by the view's node across
/// re-creations of the view value.
@MainActor
final class StateBox<Value> {
  var value: Value
  weak var node: ViewNode?

  init(_ value: Value, node: ViewNode?) {
    self.value = value
    self.node = node
  }

  func set(_ newValue: Value) {
    if let node, node.graph?.isEvaluatingBody == true {
      Diagnostics.warnOnce(
        "Modifying state during view update, this will cause undefined behavior.")
    }
    let unchanged = Equality.areEqual(value, newValue) == true
    value = newValue
    if !unchanged { node?.invalidate() }
  }
}
