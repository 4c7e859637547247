/// A primitive view or built-in modifier that shows up in the rendered element tree: in
/// TesseraTesting's snapshots and queries, and as a widget for backends.
///
/// Views without this conformance (user views, tuples, conditionals, `ForEach`) are
/// structure only: their children take their place.
@MainActor
package protocol InspectableElement {
  /// A one-line description, such as `Text("Hello")`, `VStack(spacing: 8)` or
  /// `padding(16)`. It is part of snapshot files: keep it stable and readable.
  var inspectionDescription: String { get }
}
