import Foundation

/// One person in the exchange. Links to other people are their ids, never references, so
/// a friend is a plain value and a draw can be saved and compared as a whole.
public struct Friend: Identifiable, Codable, Hashable, Sendable {
  /// Made locally when the names are loaded; the sheet has no ids of its own.
  public let id: UUID
  /// The name as it appears in the sheet, trimmed.
  public var name: String
  /// Who gives to this friend, once drawn.
  public var gifterID: UUID?
  /// Whom this friend gives to, once drawn.
  public var gifteeID: UUID?

  /// A friend with no links yet.
  public init(id: UUID = UUID(), name: String, gifterID: UUID? = nil, gifteeID: UUID? = nil) {
    self.id = id
    self.name = name
    self.gifterID = gifterID
    self.gifteeID = gifteeID
  }

  /// Whether this friend has someone to give to.
  public var gaveGift: Bool { gifteeID != nil }

  /// Whether someone gives to this friend.
  public var gotGift: Bool { gifterID != nil }
}
