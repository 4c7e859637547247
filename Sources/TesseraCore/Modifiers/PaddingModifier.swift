import Foundation

extension View {
  /// Adds space around the view on `edges`: `length` points, or the default padding when
  /// `length` is nil. Negative lengths pull the edges in.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingModifier(edges: edges, length: length))
  }

  /// Adds `length` points of space on every edge.
  public func padding(_ length: CGFloat) -> some View {
    modifier(PaddingModifier(edges: .all, length: length))
  }

  /// Adds the given space on each edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets))
  }
}

/// Space around a view.
package struct PaddingModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The padded edges; the others get none.
  package var edges: Edge.Set
  /// The amount on each padded edge, or nil for the backend's default padding.
  package var length: CGFloat?
  /// Explicit amounts per edge, from `padding(_ insets:)`.
  package var explicitInsets: EdgeInsets?

  package init(edges: Edge.Set, length: CGFloat?) {
    self.edges = edges
    self.length = length
  }

  package init(insets: EdgeInsets) {
    self.edges = .all
    self.explicitInsets = insets
  }

  package var inspectionDescription: String {
    if let explicitInsets { return "padding(\(explicitInsets.inspectionDescription))" }
    var arguments: [String] = []
    if edges != .all { arguments.append(edges.inspectionName) }
    if let length { arguments.append(InspectionFormat.number(length)) }
    return arguments.isEmpty ? "padding" : "padding(\(arguments.joined(separator: ", ")))"
  }
}
