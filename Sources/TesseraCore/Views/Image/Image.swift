import Foundation

/// A picture: a named image from the app's resources, a symbol by name
/// (`Image(systemName: "star.fill")`), or decoded image data.
public struct Image: Equatable, Sendable {
  /// Where the picture comes from.
  package enum Source: Equatable, Sendable {
    /// A resource image, looked up by name in a bundle's resources.
    case named(String, bundlePath: String?)
    /// A symbol, drawn by each backend from its registry of symbol names.
    case system(String)
    /// Encoded image data (PNG, JPEG).
    case data(Data)
  }

  /// The relative size of a symbol image.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// How a resizable image fills extra space.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// Whether an image is drawn in its own colours or as a template in the foreground
  /// colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In the foreground colour.
    case template
    /// In its own colours.
    case original
  }

  /// How smoothly a scaled image is drawn.
  public enum Interpolation: Hashable, Sendable {
    /// Nearest pixel.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }

  package var source: Source
  /// Whether the image stretches to the space offered rather than keeping its size.
  package var isResizable = false
  package var resizingMode = ResizingMode.stretch
  package var renderingMode: TemplateRenderingMode?
  package var interpolation = Interpolation.high
  package var accessibilityText: String?

  package init(source: Source) { self.source = source }

  /// What stands for the image inside a text: a symbol's glyph, or nothing for a
  /// picture.
  package var inlineGlyph: String {
    guard case .system(let name) = source else { return "" }
    return SymbolGlyphs.glyph(for: name) ?? ""
  }

  /// The image named `name` in `bundle`'s resources (the main bundle by default).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(source: .named(name, bundlePath: bundle?.bundlePath))
    accessibilityText = name
  }

  /// A decorative image, ignored by accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(source: .named(name, bundlePath: bundle?.bundlePath))
  }

  /// The symbol called `systemName`, such as `star.fill`.
  public init(systemName: String) {
    self.init(source: .system(systemName))
    accessibilityText = systemName
  }

  /// The symbol called `systemName` at a variable value (0…1), such as a Wi-Fi symbol
  /// with some of its bars lit. The terminal's and GTK's symbols have no variable parts,
  /// so the whole symbol is drawn.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
  }

  /// An image decoded from PNG or JPEG data.
  package init(data: Data) { self.init(source: .data(data)) }

  /// The image, stretched or tiled to fill the space it is given.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    copy.resizingMode = resizingMode
    return copy
  }

  /// The image drawn as a template or in its own colours.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  /// The image drawn with the given smoothing when scaled.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// The image with or without antialiasing.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image: View, PrimitiveView, InspectableElement {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  package var inspectionDescription: String {
    var description: String
    switch source {
    case .named(let name, _): description = "Image(\"\(name)\")"
    case .system(let name): description = "Image(systemName: \"\(name)\")"
    case .data(let data): description = "Image(\(data.count) bytes)"
    }
    if isResizable { description += resizingMode == .tile ? " resizable(tile)" : " resizable" }
    if renderingMode == .original { description += " original" }
    return description
  }
}
