import Foundation

/// One frame's elements: what a backend draws, built by the core from the laid-out graph
/// (``RenderTreeBuilder``). Only elements that can show in the window are in it.
package struct RenderTree: Equatable {
  /// The outermost elements, in drawing order. Presentations are among them (or inside
  /// them) where their presenter is; a backend draws them after the rest.
  package let elements: [RenderElement]
  /// The size of the window, in points.
  package let windowSize: CGSize
  /// What the frame's elements have that concerns the whole frame.
  package let summary: RenderSummary
  /// How many elements this frame made anew; the others were kept from the last frame.
  package let builtElements: Int

  package init(elements: [RenderElement], windowSize: CGSize, builtElements: Int = 0) {
    self.elements = elements
    self.windowSize = windowSize
    self.builtElements = builtElements
    var summary = RenderSummary()
    for element in elements { summary.add(element.summary) }
    self.summary = summary
  }

  /// The element with `id`, if it is in the frame.
  package func element(_ id: RenderID) -> RenderElement? {
    for element in elements {
      if let found = element.element(id) { return found }
    }
    return nil
  }

  /// Whether two trees show the same: equal elements, whatever each took to build.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements && lhs.windowSize == rhs.windowSize
  }
}
