import Foundation

/// A place worth visiting, as stored in `landmarkData.json`.
public struct Landmark: Hashable, Codable, Identifiable, Sendable {
  /// Unique id.
  public var id: Int
  /// The place's name.
  public var name: String
  /// The park or area it belongs to.
  public var park: String
  /// The state it is in.
  public var state: String
  /// The nearest city (not shown).
  public var city: String
  /// One line about it, in our own words.
  public var description: String
  /// Whether the user marked it as a favourite.
  public var isFavorite: Bool
  /// Whether it is shown in the featured pager.
  public var isFeatured: Bool
  /// What kind of place it is.
  public var category: Category
  /// The name of its picture; featured ones also have `<imageName>_feature`.
  public var imageName: String
  /// Where it is.
  public var coordinates: Coordinates

  /// Kinds of landmark.
  public enum Category: String, CaseIterable, Codable, Sendable {
    /// Lakes.
    case lakes = "Lakes"
    /// Rivers.
    case rivers = "Rivers"
    /// Mountains.
    case mountains = "Mountains"
  }

  /// A latitude and longitude in degrees.
  public struct Coordinates: Hashable, Codable, Sendable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    /// A position.
    public init(latitude: Double, longitude: Double) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// The name of the wide picture used in the featured pager.
  public var featureImageName: String? { isFeatured ? imageName + "_feature" : nil }

  /// A landmark.
  public init(
    id: Int, name: String, park: String, state: String, city: String, description: String,
    isFavorite: Bool, isFeatured: Bool, category: Category, imageName: String,
    coordinates: Coordinates
  ) {
    self.id = id
    self.name = name
    self.park = park
    self.state = state
    self.city = city
    self.description = description
    self.isFavorite = isFavorite
    self.isFeatured = isFeatured
    self.category = category
    self.imageName = imageName
    self.coordinates = coordinates
  }
}
