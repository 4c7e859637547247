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

  /// The title a control carries itself rather than in child views (a text field's
  /// placeholder), or nil.
  var inspectionTitle: String? { get }

  /// Whether this value shows up at all; plumbing that Tessera adds itself (a window's
  /// edit mode) stays out of snapshots.
  var isInspectable: Bool { get }
}

extension InspectableElement {
  package var inspectionTitle: String? { nil }
  package var isInspectable: Bool { true }
}
