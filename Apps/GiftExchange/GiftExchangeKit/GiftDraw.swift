import Foundation

/// The draw of SPEC §2.2 as a plain value: who is giving now (`current`), who started
/// (`first`), and who was just drawn to receive (`next`, awaiting OK or Cancel).
///
/// The rules, exactly:
/// - On start the current gifter is a random friend, and the first gifter is the same one.
/// - `drawNext` picks at random among friends who have not received a gift and are not
///   the first gifter; when there are none it picks the first gifter, who receives last.
/// - `confirm` (OK) links current → next and makes next the current gifter.
/// - `cancel` (the drawn person is absent) removes next from the friends; the current
///   gifter stays. It is not offered when next is the first gifter.
///
/// So once everyone is confirmed, the links form one cycle through every friend, starting
/// and ending at the first gifter.
public struct GiftDraw: Codable, Equatable, Sendable {
  /// Everyone still taking part, in sheet order.
  public private(set) var friends: [Friend]
  /// The id of the friend giving now.
  public private(set) var currentID: UUID?
  /// The id of the friend who gave first and receives last.
  public private(set) var firstID: UUID?
  /// The id of the friend drawn to receive from the current gifter, awaiting OK or Cancel.
  public private(set) var nextID: UUID?

  /// A draw with nobody in it.
  public init() {
    friends = []
  }

  /// Makes a friend of each name and picks the first gifter at random. The friends' ids
  /// come from `generator` too, so a seeded generator gives the same draw, ids and all.
  public init(names: [String], using generator: inout some RandomNumberGenerator) {
    friends = []
    for name in names {
      friends.append(Friend(id: UUID(using: &generator), name: name))
    }
    start(using: &generator)
  }

  /// A draw with these friends and ids, e.g. one read back from disk. Throws
  /// `GiftDrawError` when the ids and links do not fit together.
  public init(friends: [Friend], currentID: UUID?, firstID: UUID?, nextID: UUID?)
    throws(GiftDrawError)
  {
    self.friends = friends
    self.currentID = currentID
    self.firstID = firstID
    self.nextID = nextID
    try validate()
  }

  /// Forgets every link and picks a new first gifter at random.
  public mutating func start(using generator: inout some RandomNumberGenerator) {
    for index in friends.indices {
      friends[index].gifterID = nil
      friends[index].gifteeID = nil
    }
    currentID = friends.randomElement(using: &generator)?.id
    firstID = currentID
    nextID = nil
  }

  /// The friend with this id, if they are taking part.
  public func friend(id: UUID?) -> Friend? {
    guard let id else { return nil }
    return friends.first { $0.id == id }
  }

  /// The friend giving now.
  public var current: Friend? { friend(id: currentID) }
  /// The friend who gave first and receives last.
  public var first: Friend? { friend(id: firstID) }
  /// The friend drawn to receive from the current gifter, if a draw awaits OK or Cancel.
  public var next: Friend? { friend(id: nextID) }

  /// How many friends have yet to give a gift (the badge on the gift button).
  public var giftCount: Int { friends.count(where: { !$0.gaveGift }) }

  /// Whether the gift button is enabled: someone still has to give, and there are at
  /// least two people.
  public var canDraw: Bool { giftCount > 0 && friends.count >= 2 }

  /// Whether the pending draw may be cancelled: not when the first gifter was drawn (the
  /// closing draw), since removing them would break the cycle.
  public var offersCancel: Bool { nextID != nil && nextID != firstID }

  /// Where the draw stands, for the status line.
  public var status: GiftDrawStatus {
    if friends.isEmpty { return .noParticipants }
    if friends.count < 2 { return .needTwo }
    return giftCount > 0 ? .ready : .finished
  }

  /// Draws who receives the current gifter's gift and returns them; nil when the button
  /// is disabled. A draw awaiting OK or Cancel is returned again rather than redrawn, so
  /// tapping twice cannot re-roll it.
  @discardableResult
  public mutating func drawNext(using generator: inout some RandomNumberGenerator) -> Friend? {
    guard canDraw, let first = firstID else { return nil }
    if let next { return next }
    let candidates = friends.filter { !$0.gotGift && $0.id != first }
    nextID = candidates.randomElement(using: &generator)?.id ?? first
    return next
  }

  /// OK: the current gifter gives to the drawn friend, who gives next. Returns false
  /// when nothing was drawn.
  @discardableResult
  public mutating func confirm() -> Bool {
    guard let nextID, let currentID,
      let giver = friends.firstIndex(where: { $0.id == currentID }),
      let receiver = friends.firstIndex(where: { $0.id == nextID })
    else { return false }
    friends[giver].gifteeID = nextID
    friends[receiver].gifterID = currentID
    self.currentID = nextID
    self.nextID = nil
    return true
  }

  /// Cancel: the drawn friend is absent and leaves the exchange; the current gifter stays
  /// and draws again. Returns the removed friend, or nil when Cancel is not offered.
  @discardableResult
  public mutating func cancel() -> Friend? {
    guard offersCancel, let removed = next else { return nil }
    friends.removeAll { $0.id == removed.id }
    nextID = nil
    return removed
  }

  private func validate() throws(GiftDrawError) {
    let ids = Set(friends.map(\.id))
    guard ids.count == friends.count else { throw .duplicateID }
    for id in [currentID, firstID, nextID] {
      if let id, !ids.contains(id) { throw .unknownID(id) }
    }
    if friends.isEmpty != (currentID == nil) || (currentID == nil) != (firstID == nil) {
      throw .missingGifter
    }
    for member in friends {
      if let giftee = member.gifteeID, friend(id: giftee)?.gifterID != member.id {
        throw .brokenLink(member.id)
      }
      if let gifter = member.gifterID, friend(id: gifter)?.gifteeID != member.id {
        throw .brokenLink(member.id)
      }
    }
  }

  private enum CodingKeys: String, CodingKey {
    case friends, currentID, firstID, nextID
  }

  /// Reads a draw and checks that its ids and links fit together.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    do {
      try self.init(
        friends: container.decode([Friend].self, forKey: .friends),
        currentID: container.decodeIfPresent(UUID.self, forKey: .currentID),
        firstID: container.decodeIfPresent(UUID.self, forKey: .firstID),
        nextID: container.decodeIfPresent(UUID.self, forKey: .nextID))
    } catch let error as GiftDrawError {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }
}

/// Where a draw stands.
public enum GiftDrawStatus: Equatable, Sendable {
  /// Nobody is taking part.
  case noParticipants
  /// One person is left: nobody to give to.
  case needTwo
  /// Someone still has to give.
  case ready
  /// Everyone has given and received.
  case finished

  /// The status line in English, or nil when the draw is ready and the prompt speaks.
  public var message: String? {
    switch self {
    case .noParticipants: "No participants"
    case .needTwo: "Need at least 2 people"
    case .ready: nil
    case .finished: "Everyone has a giftee"
    }
  }
}

/// Why a draw's ids and links do not fit together.
public enum GiftDrawError: Error, Equatable, CustomStringConvertible, Sendable {
  /// Two friends share an id.
  case duplicateID
  /// The current, first or next gifter is not among the friends.
  case unknownID(UUID)
  /// There are friends but no current or first gifter, or the other way round.
  case missingGifter
  /// A friend's gifter or giftee does not link back to them.
  case brokenLink(UUID)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateID: "two friends share an id"
    case .unknownID(let id): "the id \(id) is not among the friends"
    case .missingGifter: "the current and first gifter do not match the friends"
    case .brokenLink(let id): "the links of friend \(id) do not point back to them"
    }
  }
}

extension UUID {
  /// A random (version 4) UUID whose bits come from `generator`.
  init(using generator: inout some RandomNumberGenerator) {
    let high = generator.next()
    let low = generator.next()
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: high >> (8 * UInt64(index)))
      bytes[index + 8] = UInt8(truncatingIfNeeded: low >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x40  // version 4
    bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
