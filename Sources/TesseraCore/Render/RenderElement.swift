import Foundation

/// An element's identity from frame to frame: the same view in the graph keeps the same
/// identity for as long as it is mounted, and a new view never takes an old one's.
package struct RenderID: Hashable, Sendable {
  /// The node's serial number in its graph.
  package let value: Int

  package init(_ value: Int) { self.value = value }
}

/// One thing a backend draws: a view that shows something (a text, a picture, a fill, a
/// control, a bar), clips what is in it, or changes how it is drawn, with everything the
/// backend needs resolved into values. Views that only arrange others (stacks, your own
/// views, most modifiers) are not elements; their elements are their parent's children.
///
/// Elements are values: a backend may keep one and compare it with the next frame's.
package struct RenderElement: Equatable {
  /// The element's identity from frame to frame.
  package let id: RenderID
  /// Where the element is, in window coordinates.
  package let frame: CGRect
  /// Where the element and everything in it may draw, in window coordinates (never
  /// smaller than that; `CGRect.null` when it was never placed).
  package let bounds: CGRect
  /// What the element may draw in, in window coordinates: the window, cut by the scroll
  /// views and bars around it.
  package let clip: CGRect
  /// What the element shows.
  package let content: RenderContent
  /// The values of its environment it is drawn with.
  package let style: RenderStyle
  /// What is drawn on top of it, or changes how it is drawn.
  package let decorations: RenderDecorations
  /// What assistive technologies are told about it.
  package let accessibility: RenderAccessibility
  /// The elements inside it, in drawing order (backgrounds first, then content, then
  /// overlays); only those that can show in the window.
  package let children: [RenderElement]
  /// What the element and the elements inside it have that concerns the whole frame.
  package let summary: RenderSummary

  package init(
    id: RenderID, frame: CGRect, bounds: CGRect, clip: CGRect, content: RenderContent,
    style: RenderStyle, decorations: RenderDecorations = RenderDecorations(),
    accessibility: RenderAccessibility = RenderAccessibility(), children: [RenderElement] = []
  ) {
    self.id = id
    self.frame = frame
    self.bounds = bounds
    self.clip = clip
    self.content = content
    self.style = style
    self.decorations = decorations
    self.accessibility = accessibility
    self.children = children
    var summary = RenderSummary(preferredColorScheme: style.preferredColorScheme, elementCount: 1)
    if case .progress(nil, _) = content { summary.hasSpinner = true }
    if case .text(let text) = content, text.showsTime { summary.timeTextBounds = frame }
    for child in children { summary.add(child.summary) }
    self.summary = summary
  }

  /// The element drawn at other values: how an animation shows it midway.
  package func replacing(
    frame: CGRect, bounds: CGRect, content: RenderContent, style: RenderStyle, opacity: Double,
    effect: RenderEffect?, children: [RenderElement]
  ) -> RenderElement {
    var decorations = decorations
    decorations.opacity = opacity
    decorations.effect = effect
    return RenderElement(
      id: id, frame: frame, bounds: bounds, clip: clip, content: content, style: style,
      decorations: decorations, accessibility: accessibility, children: children)
  }

  /// The first element with `id` in this element's subtree (itself included).
  package func element(_ id: RenderID) -> RenderElement? {
    if self.id == id { return self }
    for child in children {
      if let found = child.element(id) { return found }
    }
    return nil
  }
}

/// What concerns the whole frame in a subtree of elements.
package struct RenderSummary: Equatable, Sendable {
  /// The colour scheme the first element asking for one (`preferredColorScheme`) asks
  /// for, in drawing order.
  package var preferredColorScheme: ColorScheme?
  /// Whether an indeterminate progress indicator shows (the backend animates it).
  package var hasSpinner = false
  /// Where the texts that show the time are, if any: a backend draws them again each
  /// second.
  package var timeTextBounds: CGRect?
  /// How many elements there are.
  package var elementCount = 0

  /// Takes in what a later subtree has.
  package mutating func add(_ other: RenderSummary) {
    preferredColorScheme = preferredColorScheme ?? other.preferredColorScheme
    hasSpinner = hasSpinner || other.hasSpinner
    if let bounds = other.timeTextBounds {
      timeTextBounds = timeTextBounds.map { $0.union(bounds) } ?? bounds
    }
    elementCount += other.elementCount
  }
}

/// The values of an element's environment that decide how it is drawn.
package struct RenderStyle: Equatable {
  /// The foreground colour set with `foregroundStyle`, if any.
  package var foregroundColor: Color?
  /// The tint, if any.
  package var tint: Color?
  /// Whether the element is enabled (drawn dimmed when not).
  package var isEnabled = true
  /// Whether clicks reach it (`allowsHitTesting`); when not, they go to what is behind.
  package var allowsHitTesting = true
  /// The font of texts with none of their own.
  package var font: Font?
  /// The text size fonts are drawn at (`dynamicTypeSize`): see `Font.sized(for:)`.
  package var dynamicTypeSize = DynamicTypeSize.large
  /// How the lines of a text align.
  package var multilineTextAlignment = TextAlignment.leading
  /// The colour scheme the element asks the window for, if any.
  package var preferredColorScheme: ColorScheme?
  /// Where a text too long for its lines is cut.
  package var truncationMode = Text.TruncationMode.tail
  /// The extra space between the characters of texts with none of their own.
  package var tracking: CGFloat = 0
  /// How far texts with none of their own are raised from their baseline.
  package var baselineOffset: CGFloat = 0
  /// Whether the element is a row of a list with a selection: a click selects it.
  package var isSelectableRow = false
  /// The pointer shown over the element (`pointerStyle`), if a view set one.
  package var pointer: PointerStyle?

  package init() {}
}

/// What is drawn over an element after what is in it, or changes how it is drawn.
package struct RenderDecorations: Equatable {
  /// The colour of a `border`, when it has one.
  package var border: Color?
  /// The opacity of an `opacity` modifier (1 without one).
  package var opacity = 1.0
  /// A colour filter everything in the element is drawn through.
  package var colorFilter: RenderColorFilter?
  /// The highlight of a selected row of a list.
  package var selection: RenderSelection?
  /// The thumb of a scroll view whose content is taller than it.
  package var scrollIndicator: RenderScrollIndicator?
  /// A rotation or scale the element and everything in it are drawn with.
  package var effect: RenderEffect?
  /// A shadow under what the element and everything in it draw.
  package var shadow: RenderShadow?
  /// For a picture or a fill: the outline a `clipShape` around it cuts it to.
  package var clipOutline: ShapePaint.Outline?
  /// The views of a `mask`: the element and everything in it shows where they draw.
  package var mask: RenderMask?
  /// How what the element and everything in it draw mixes with what is behind
  /// (`blendMode`), when not `.normal`.
  package var blendMode: BlendMode?

  package init() {}
}

/// A change to how an element is drawn that leaves layout alone, around an anchor in
/// window coordinates.
package enum RenderEffect: Equatable, Sendable {
  /// `rotationEffect`: turned clockwise by `degrees`.
  case rotation(degrees: Double, anchor: CGPoint)
  /// `scaleEffect`: scaled by `scale`, the anchor kept in place.
  case scale(CGSize, anchor: CGPoint)
  /// `rotation3DEffect`: turned by `degrees` around `axis` (x, y, z), seen with
  /// `perspective` (0: none).
  case rotation3D(degrees: Double, axis: [Double], anchor: CGPoint, perspective: Double)
}

/// A shadow under an element.
package struct RenderShadow: Equatable, Sendable {
  /// The shadow's colour.
  package var color: Color
  /// How far it is blurred.
  package var radius: CGFloat
  /// How far it is moved from the element.
  package var offset: CGSize
}

/// A colour filter an element is drawn through. Amounts are to the hundredth: finer steps
/// look the same, and each one drawn may cost a backend a style of its own.
package enum RenderColorFilter: Hashable, Sendable {
  /// `grayscale(_:)`: towards grey by this amount, from 0 to 1.
  case grayscale(Double)
  /// `hueRotation(_:)`: the hue turned by this angle.
  case hueRotation(Angle)
  /// `saturation(_:)`: the saturation scaled by this factor.
  case saturation(Double)
  /// `brightness(_:)`: this amount (−1…1) added to each channel.
  case brightness(Double)
  /// `contrast(_:)`: the distance from mid-grey scaled by this factor.
  case contrast(Double)
  /// `colorMultiply(_:)`: each channel multiplied by this colour's.
  case multiply(Color)
  /// `colorInvert()`: each channel inverted.
  case invert

  /// The filter as backends draw it: amounts within their ranges, to the hundredth.
  var drawn: RenderColorFilter {
    func hundredths(_ amount: Double) -> Double { (amount * 100).rounded() / 100 }
    switch self {
    case .grayscale(let amount): return .grayscale(hundredths(min(max(amount, 0), 1)))
    case .saturation(let amount): return .saturation(hundredths(max(amount, 0)))
    case .brightness(let amount): return .brightness(hundredths(min(max(amount, -1), 1)))
    case .contrast(let amount): return .contrast(hundredths(amount))
    case .hueRotation, .multiply, .invert: return self
    }
  }
}

/// The highlight of a selected list row: as wide as the list.
package struct RenderSelection: Equatable {
  /// Where the highlight goes, in window coordinates.
  package var band: CGRect
  /// The highlight's colour, if the environment sets one (else the accent colour).
  package var tint: Color?
}

/// A vertical scroll indicator's numbers.
package struct RenderScrollIndicator: Equatable, Sendable {
  /// How far the content is scrolled down.
  package var offset: CGFloat
  /// How tall the content is.
  package var contentHeight: CGFloat
  /// How tall the visible part is.
  package var viewportHeight: CGFloat
}
