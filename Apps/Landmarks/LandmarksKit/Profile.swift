import Foundation

/// The user's profile, saved by the app.
public struct Profile: Codable, Equatable, Sendable {
  /// The user's name.
  public var username: String
  /// Whether the user wants notifications.
  public var prefersNotifications = true
  /// Which season's photo the user likes.
  public var seasonalPhoto = Season.winter
  /// The day the user aims to reach their goal.
  public var goalDate = Date()

  /// The profile a new user starts with.
  public static let `default` = Profile(username: "trailfinder")

  /// A profile.
  public init(
    username: String, prefersNotifications: Bool = true, seasonalPhoto: Season = .winter,
    goalDate: Date = Date()
  ) {
    self.username = username
    self.prefersNotifications = prefersNotifications
    self.seasonalPhoto = seasonalPhoto
    self.goalDate = goalDate
  }

  /// The seasons, each with its emoji.
  public enum Season: String, CaseIterable, Identifiable, Codable, Sendable {
    /// 🌷
    case spring = "🌷"
    /// 🌞
    case summer = "🌞"
    /// 🍂
    case autumn = "🍂"
    /// ☃️
    case winter = "☃️"

    /// The emoji, which identifies the season.
    public var id: String { rawValue }
  }
}
