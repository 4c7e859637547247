import Foundation
import Tessera

/// The app's data: the friends, the draw in progress and how loading went. Injected once
/// at the root and read by every tab. Everything here runs on the main actor, so changes
/// are published there only.
///
/// Names are fetched at launch and on Retry only (`load()`); with no sheet configured the
/// bundled sample is used. The draw is saved after every OK, Cancel and new draw, and a
/// saved draw is restored at init.
@MainActor
public final class FriendsData: ObservableObject {
  /// How loading the names went.
  public enum LoadState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// A request is under way.
    case loading
    /// The names are here.
    case loaded
    /// The request failed; the error says why and whether the quota ran out.
    case failed(SheetError)

    /// The sentence for the error banner, when loading failed.
    public var failureReason: String? {
      if case .failed(let error) = self { return error.description }
      return nil
    }

    /// Whether loading failed because the sheet's quota ran out (HTTP 429).
    public var isQuotaExceeded: Bool {
      if case .failed(let error) = self { return error.isQuotaExceeded }
      return false
    }
  }

  /// How long after a 429 no request is made, however often `load()` is called.
  public static let quotaCooldown: TimeInterval = 10

  /// Everyone taking part, in sheet order.
  @Published public private(set) var friends: [Friend] = []
  /// The friend giving now.
  @Published public private(set) var currentGifter: Friend?
  /// The friend drawn to receive from the current gifter, awaiting OK or Cancel.
  @Published public private(set) var nextGifter: Friend?
  /// The friend who gave first and receives last.
  @Published public private(set) var firstGifter: Friend?
  /// How loading the names went.
  @Published public private(set) var loadState: LoadState = .idle
  /// Whether the names are the bundled sample rather than the sheet's.
  @Published public private(set) var usesSampleData = false
  /// A problem with the saved draw (a corrupt file set aside, a failed save), if any.
  @Published public private(set) var storeWarning: String?
  /// Names in the sheet that are not in the restored draw: they join at the next
  /// "New draw".
  @Published public private(set) var namesWaitingForNewDraw: [String] = []
  /// Whether the draw shown was restored from disk and no new one has started since.
  public private(set) var isRestoredDraw = false
  /// When the sheet last answered 429, until a request succeeds.
  public private(set) var quotaExceededAt: Date?
  /// Whether the sheet answered 429 less than `quotaCooldown` ago: no request is made
  /// until then, so Retry is not offered. Published, so the banner offers Retry again
  /// when the time is up.
  @Published public private(set) var isQuotaCoolingDown = false

  /// The sheet's URL; nil means the bundled sample.
  public let sheetURL: URL?
  private let source: any NameFetching
  private let store: DrawStore?
  /// Whether saving would replace a file that could not be read (and so is not done).
  private var keepsUnreadableFile = false
  private let sampleFile: URL
  private let now: @MainActor () -> Date
  private let afterDelay: @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void
  private var generator: any RandomNumberGenerator
  private var roster: [String] = []
  /// Names fetched while a restored draw was kept; "New draw" starts from them.
  private var fetchedNames: [String]?
  private var draw = GiftDraw() {
    didSet { publishDraw() }
  }

  /// A model that fetches from `sheetURL` (nil: the bundled sample) through `source`,
  /// saves in `store` (nil: nothing is saved) and draws with `generator`. A draw saved in
  /// `store` is restored at once. `now` is the clock for the quota cooldown, and
  /// `afterDelay` runs its end that many seconds later.
  public init(
    sheetURL: URL?,
    source: any NameFetching = SheetClient(),
    store: DrawStore? = .standard(),
    sampleFile: URL = GiftExchangeResources.sampleFile,
    generator: any RandomNumberGenerator = SystemRandomNumberGenerator(),
    now: @escaping @MainActor () -> Date = { Date() },
    afterDelay: @escaping @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void =
      { delay, body in
        Task { @MainActor in
          try? await Task.sleep(for: .seconds(delay))
          body()
        }
      }
  ) {
    self.sheetURL = sheetURL
    self.source = source
    self.store = store
    self.sampleFile = sampleFile
    self.generator = generator
    self.now = now
    self.afterDelay = afterDelay
    restore()
  }

  /// A model with the names in `sampleFile` (sheet format) loaded at once, for previews,
  /// tests and offline use. Nothing is fetched; nothing is saved unless `store` is given,
  /// and a draw saved there is restored instead.
  public convenience init(
    sampleFile: URL = GiftExchangeResources.sampleFile,
    store: DrawStore? = nil,
    generator: any RandomNumberGenerator = SystemRandomNumberGenerator()
  ) {
    self.init(sheetURL: nil, store: store, sampleFile: sampleFile, generator: generator)
    if !isRestoredDraw { useSampleData() }
  }

  // MARK: - Derived state

  /// How many friends have yet to give (the badge on the gift button).
  public var giftCount: Int { draw.giftCount }

  /// Whether the gift button is enabled: not while loading, someone still has to give,
  /// and at least two people remain.
  public var canDraw: Bool { loadState != .loading && draw.canDraw }

  /// Whether the pending draw may be cancelled; false for the closing draw, which
  /// offers OK only.
  public var offersCancel: Bool { draw.offersCancel }

  /// Where the draw stands.
  public var drawStatus: GiftDrawStatus { draw.status }

  /// The status line in English: "Loading…" while loading (or before loading, with
  /// nobody yet), else the draw's status; nil when the draw is ready.
  public var statusText: String? {
    switch loadState {
    case .loading: return "Loading…"
    case .idle where friends.isEmpty: return "Loading…"
    default: return draw.status.message
    }
  }

  /// The friends who have received, in list order (the Giftees cards).
  public var giftees: [Friend] { friends.filter(\.gotGift) }

  /// The friend with this id, if they are taking part.
  public func friend(id: UUID?) -> Friend? { draw.friend(id: id) }

  /// When a request may be made again after a 429, if that is still ahead.
  public var retryAllowedAt: Date? {
    guard let quotaExceededAt else { return nil }
    let end = quotaExceededAt.addingTimeInterval(Self.quotaCooldown)
    return end > now() ? end : nil
  }

  // MARK: - Loading

  /// Fetches the names (at launch and on Retry; never on a view's appearance) and, unless
  /// a restored draw is kept, starts a new draw with them. With no sheet configured the
  /// bundled sample is used. Returns whether a request was made: none while one is under
  /// way or within `quotaCooldown` of a 429. Nothing is retried automatically.
  @discardableResult
  public func load() async -> Bool {
    guard loadState != .loading else { return false }
    guard let sheetURL else {
      // The sample's names: a draw restored from disk is kept (spec 2.2), not restarted.
      if !isRestoredDraw { useSampleData() }
      return false
    }
    if retryAllowedAt != nil { return false }
    loadState = .loading
    do {
      let names = try await source.fetchNames(from: sheetURL)
      quotaExceededAt = nil
      isQuotaCoolingDown = false
      if isRestoredDraw {
        fetchedNames = names
        namesWaitingForNewDraw = names.filter { !roster.contains($0) }
      } else {
        begin(with: names, sample: false)
      }
      loadState = .loaded
    } catch {
      if error.isQuotaExceeded {
        let exceeded = now()
        quotaExceededAt = exceeded
        isQuotaCoolingDown = true
        afterDelay(Self.quotaCooldown) { [weak self] in
          // Only the latest 429's cooldown ends it.
          guard let self, self.quotaExceededAt == exceeded else { return }
          self.isQuotaCoolingDown = false
        }
      }
      loadState = .failed(error)
    }
    return true
  }

  /// Starts a new draw with the bundled sample's names (the "Use sample data" action).
  public func useSampleData() {
    do {
      begin(with: try SheetDecoding.names(inFile: sampleFile), sample: true)
      loadState = .loaded
    } catch {
      loadState = .failed(error)
    }
  }

  // MARK: - The draw

  /// Draws who receives the current gifter's gift (the gift button); nil when the button
  /// is disabled. A pending draw is returned again, not redrawn.
  @discardableResult
  public func drawNext() -> Friend? {
    guard canDraw else { return nil }
    return draw.drawNext(using: &generator)
  }

  /// OK: the current gifter gives to the drawn friend, who gives next. Saved at once.
  public func confirm() {
    guard draw.confirm() else { return }
    persist()
  }

  /// Cancel: the drawn friend is absent and leaves; the current gifter draws again.
  /// Does nothing for the closing draw. Saved at once.
  @discardableResult
  public func cancel() -> Friend? {
    guard let removed = draw.cancel() else { return nil }
    persist()
    return removed
  }

  /// Starts over with everyone loaded (including anyone cancelled) and a new first
  /// gifter; the UI asks for confirmation first. Saved at once.
  public func newDraw() {
    if let fetchedNames {
      begin(with: fetchedNames, sample: false)
    } else {
      begin(with: roster, sample: usesSampleData)
    }
  }

  // MARK: - Private

  private func begin(with names: [String], sample: Bool) {
    roster = names
    usesSampleData = sample
    fetchedNames = nil
    namesWaitingForNewDraw = []
    isRestoredDraw = false
    draw = GiftDraw(names: names, using: &generator)
    persist()
  }

  private func publishDraw() {
    if friends != draw.friends { friends = draw.friends }
    if currentGifter != draw.current { currentGifter = draw.current }
    if nextGifter != draw.next { nextGifter = draw.next }
    if firstGifter != draw.first { firstGifter = draw.first }
  }

  private func restore() {
    guard let store else { return }
    let result = store.load()
    switch result {
    case .empty, .corrupt: break
    case .loaded(let state):
      roster = state.roster
      usesSampleData = state.usesSampleData
      draw = state.draw
      isRestoredDraw = true
      loadState = .loaded
    case .unreadable:
      // Saving would replace a file that may hold the draw: leave it alone.
      keepsUnreadableFile = true
    }
    storeWarning = result.warning(savedAs: store.fileURL.lastPathComponent)
  }

  private func persist() {
    guard let store, !keepsUnreadableFile else { return }
    do {
      try store.save(.init(roster: roster, draw: draw, usesSampleData: usesSampleData))
    } catch {
      storeWarning = "Couldn't save the draw: \(error.localizedDescription)"
    }
  }
}

/// Where the bundled files are.
public enum GiftExchangeResources {
  /// The directory of the bundled files.
  public static var directory: URL {
    Bundle.module.url(forResource: "Resources", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Resources")
  }

  /// The bundled sample: eight fictional names in the sheet's format.
  public static var sampleFile: URL { directory.appendingPathComponent("sample.json") }
}
