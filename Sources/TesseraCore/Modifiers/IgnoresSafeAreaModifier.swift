extension View {
  /// Extends the view under the given kinds of safe area on `edges`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
  }

  /// Extends the view under the safe area on `edges`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
  }
}

/// Lets a view extend under the safe area.
package struct IgnoresSafeAreaModifier: PrimitiveModifier, InspectableElement, Equatable {
  package typealias Body = Never

  /// The kinds of safe area ignored.
  package var regions: SafeAreaRegions
  /// The edges on which they are ignored.
  package var edges: Edge.Set

  package var inspectionDescription: String {
    var arguments: [String] = []
    if regions != .all { arguments.append(regions.inspectionName) }
    if edges != .all { arguments.append("edges: \(edges.inspectionName)") }
    return arguments.isEmpty
      ? "ignoresSafeArea" : "ignoresSafeArea(\(arguments.joined(separator: ", ")))"
  }
}
