import Foundation

/// A recorded hike, as stored in `hikeData.json`.
public struct Hike: Codable, Hashable, Identifiable, Sendable {
  /// Unique id.
  public var id: Int
  /// The hike's name.
  public var name: String
  /// Its length in kilometres.
  public var distance: Double
  /// How hard it is.
  public var difficulty: Int
  /// Measurements along the way.
  public var observations: [Observation]

  /// Measurements at one point of a hike. Each range is stored as `[lower, upper]`.
  public struct Observation: Codable, Hashable, Sendable {
    /// Kilometres from the start.
    public var distanceFromStart: Double
    /// Elevation in metres.
    public var elevation: Range<Double>
    /// Pace in minutes per kilometre.
    public var pace: Range<Double>
    /// Heart rate in beats per minute.
    public var heartRate: Range<Double>

    /// An observation.
    public init(
      distanceFromStart: Double, elevation: Range<Double>, pace: Range<Double>,
      heartRate: Range<Double>
    ) {
      self.distanceFromStart = distanceFromStart
      self.elevation = elevation
      self.pace = pace
      self.heartRate = heartRate
    }
  }

  /// The distance as text: "4.5 km".
  public var distanceText: String {
    String(format: "%.1f km", distance)
  }

  /// A hike.
  public init(id: Int, name: String, distance: Double, difficulty: Int, observations: [Observation])
  {
    self.id = id
    self.name = name
    self.distance = distance
    self.difficulty = difficulty
    self.observations = observations
  }
}
