import Foundation

/// A colour set of an asset catalog, by name: what Xcode's generated asset symbols
/// (`Color(.brand)`, `.foregroundStyle(.brand)`) stand for. See `ImageResource`.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in its catalog.
  public let name: String
  /// The folder of the bundle to look in, or nil for every resource bundle of the app.
  let bundlePath: String?

  /// The colour set `name` of a catalog in `bundle`'s resources. The main bundle stands
  /// for every resource bundle of the app.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundlePath = bundle == .main ? nil : bundle.bundlePath
  }
}

extension Color {
  /// The colour of an asset catalog's colour set: `Color(.brand)`.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundlePath.flatMap(Bundle.init(path:)))
  }
}
