import Foundation

/// An image set of an asset catalog, by name: what Xcode's generated asset symbols
/// (`Image(.logo)`) stand for. Tessera's `ImportsAsOnApple` plugin generates them from the
/// catalogs in a target, as Xcode does; see `AssetCatalog`.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in its catalog.
  public let name: String
  /// The folder of the bundle to look in, or nil for every resource bundle of the app.
  let bundlePath: String?

  /// The image set `name` of a catalog in `bundle`'s resources. The main bundle stands
  /// for every resource bundle of the app, as a SwiftPM target's catalog is in its own.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundlePath = bundle == .main ? nil : bundle.bundlePath
  }
}

extension Image {
  /// The image of an asset catalog's image set: `Image(.logo)`.
  public init(_ resource: ImageResource) {
    self.init(source: .named(resource.name, bundlePath: resource.bundlePath))
    accessibilityText = resource.name
  }

  /// The image of an asset catalog's image set, ignored by accessibility.
  public init(decorative resource: ImageResource) {
    self.init(source: .named(resource.name, bundlePath: resource.bundlePath))
  }
}
