import Combine
import Dispatch
import Foundation
import TesseraCore

/// Schedules the app's notifications and delivers them: on Linux, as a banner along the
/// top of the app's window for a few seconds (a terminal also passes it to the desktop
/// where it can), whether or not the app is in front.
///
/// Permission is always granted: a Linux desktop asks nobody. Pending requests live as
/// long as the process; they are not delivered after it ends.
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  private let lock = NSLock()
  private var pending: [String: UNNotificationRequest] = [:]
  private var delivered: [UNNotification] = []
  private var categories = Set<UNNotificationCategory>()
  /// Which scheduling of a request is current: a request added again replaces the one
  /// scheduled before.
  private var generations: [String: Int] = [:]

  private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

  /// Told when a notification is about to be shown and when the user opens one.
  public var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }

  /// The app's notification center.
  public static func current() -> UNUserNotificationCenter { shared }

  // MARK: Permission

  /// Asks to show notifications; always granted.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    completionHandler(true, nil)
  }

  /// Asks to show notifications; always granted.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    true
  }

  /// What the app may do: everything.
  public func getNotificationSettings(
    completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
  ) {
    completionHandler(UNNotificationSettings())
  }

  /// What the app may do: everything.
  public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

  /// Keeps the kinds of notification the app has; their actions are not shown.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    lock.withLock { self.categories = categories }
  }

  /// The kinds of notification the app set.
  public func getNotificationCategories(
    completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void
  ) {
    completionHandler(lock.withLock { categories })
  }

  /// Sets the number on the app's icon. Accepted: a Linux app has no badge.
  public func setBadgeCount(
    _ newBadgeCount: Int,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil)
  }

  /// Sets the number on the app's icon. Accepted: a Linux app has no badge.
  public func setBadgeCount(_ newBadgeCount: Int) async throws {}

  // MARK: Requests

  /// Schedules `request` (replacing a pending one with its identifier): delivered when
  /// its trigger fires, at once when it has none.
  public func add(
    _ request: UNNotificationRequest,
    withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    let generation = lock.withLock {
      pending[request.identifier] = request
      generations[request.identifier, default: 0] += 1
      return generations[request.identifier, default: 0]
    }
    schedule(request, generation: generation, after: Date())
    completionHandler?(nil)
  }

  /// Schedules `request`, as `add(_:withCompletionHandler:)` does.
  public func add(_ request: UNNotificationRequest) async throws {
    add(request, withCompletionHandler: nil)
  }

  /// The requests waiting for their triggers.
  public func getPendingNotificationRequests(
    completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
  ) {
    completionHandler(pendingRequests())
  }

  /// The requests waiting for their triggers.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] {
    pendingRequests()
  }

  private func pendingRequests() -> [UNNotificationRequest] {
    lock.withLock { pending.values.sorted { $0.identifier < $1.identifier } }
  }

  /// Cancels the pending requests with these identifiers.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.withLock {
      for identifier in identifiers { pending[identifier] = nil }
    }
  }

  /// Cancels every pending request.
  public func removeAllPendingNotificationRequests() {
    lock.withLock { pending.removeAll() }
  }

  /// The notifications delivered and still shown.
  public func getDeliveredNotifications(
    completionHandler: @escaping @Sendable ([UNNotification]) -> Void
  ) {
    completionHandler(lock.withLock { delivered })
  }

  /// The notifications delivered and still shown.
  public func deliveredNotifications() async -> [UNNotification] {
    lock.withLock { delivered }
  }

  /// Takes the delivered notifications with these identifiers away.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    lock.withLock { delivered.removeAll { identifiers.contains($0.request.identifier) } }
    let ids = Set(identifiers)
    onMain { NotificationBanners.current?.dismiss(ids: ids) }
  }

  /// Takes every delivered notification away.
  public func removeAllDeliveredNotifications() {
    let ids = lock.withLock {
      defer { delivered.removeAll() }
      return Set(delivered.map(\.request.identifier))
    }
    onMain { NotificationBanners.current?.dismiss(ids: ids) }
  }

  // MARK: Delivery

  /// Waits, on the main queue (on a test host's clock there), for `request`'s next date
  /// after `date`, then delivers it if it is still the pending one.
  private func schedule(_ request: UNNotificationRequest, generation: Int, after date: Date) {
    let next: Date? = request.trigger.map { $0.nextDate(after: date) } ?? date
    // (A calendar trigger whose date never comes has none.)
    guard let fireDate = next else { return }
    let wait = max(fireDate.timeIntervalSince(date), 0)
    onMain { [self] in
      let main = DispatchQueue.main
      main.schedule(after: main.now.advanced(by: .milliseconds(Int(wait * 1000)))) { [self] in
        MainActor.assumeIsolated { fire(request, generation: generation, at: fireDate) }
      }
    }
  }

  @MainActor private func fire(_ request: UNNotificationRequest, generation: Int, at date: Date) {
    let repeats = request.trigger?.repeats == true
    let notification = UNNotification(date: date, request: request)
    // Still the pending one (not removed, nor replaced by a request added again): taken
    // from the pending ones, unless it repeats, and delivered in place of one before it.
    let isCurrent = lock.withLock {
      guard pending[request.identifier] === request,
        generations[request.identifier] == generation
      else { return false }
      if !repeats { pending[request.identifier] = nil }
      delivered.removeAll { $0.request.identifier == request.identifier }
      delivered.append(notification)
      return true
    }
    guard isCurrent else { return }
    let show = { [self] (options: UNNotificationPresentationOptions) in
      guard !options.isDisjoint(with: [.banner, .alert]) else { return }
      let content = request.content
      NotificationBanners.current?.post(
        .init(
          id: request.identifier, title: content.title, subtitle: content.subtitle,
          body: content.body)
      ) { [self] in
        // A click on the banner opens it, as a tap on a notification does.
        let response = UNNotificationResponse(
          notification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
        delegate?.userNotificationCenter(self, didReceive: response) {}
      }
    }
    if let delegate {
      // A delegate may answer from any thread.
      let show = UncheckedSendable(show)
      delegate.userNotificationCenter(self, willPresent: notification) { [self] options in
        onMain { show.value(options) }
      }
    } else {
      show(.banner)
    }
    if repeats { schedule(request, generation: generation, after: date) }
  }

  /// Runs `action` on the main actor: now when called there, else soon.
  private func onMain(_ action: @escaping @MainActor () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { action() }
    } else {
      let action = UncheckedSendable(action)
      DispatchQueue.main.async { MainActor.assumeIsolated { action.value() } }
    }
  }
}
