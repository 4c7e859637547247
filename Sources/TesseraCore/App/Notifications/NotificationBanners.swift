import Combine
import Dispatch
import Foundation

/// The notifications an app delivered (through `UNUserNotificationCenter`), shown as
/// banners along the top of its window for a few seconds, as a desktop shows them. A
/// terminal or a desktop that has its own notifications is told too (`onDeliver`).
///
/// Each view graph has its own; the app's is the graph's of the host loop made last.
@MainActor
package final class NotificationBanners: ObservableObject {
  /// One delivered notification.
  package struct Banner: Identifiable, Equatable, Sendable {
    /// The request's identifier.
    package var id: String
    package var title: String
    package var subtitle: String
    package var body: String
    /// Tells this posting from another of the same request, so that the end of an
    /// earlier one's time does not take it away.
    private let posting = UUID()

    /// A banner of the three texts (any may be empty).
    package init(id: String, title: String, subtitle: String, body: String) {
      self.id = id
      self.title = title
      self.subtitle = subtitle
      self.body = body
    }
  }

  /// The app's banners: those of the host loop made last.
  package static weak var current: NotificationBanners?

  /// How long a banner stays.
  package static let duration: TimeInterval = 5

  /// The banners shown, oldest first.
  @Published package private(set) var shown: [Banner] = []

  /// What a backend does besides, with each banner (a terminal sends it to the desktop).
  package var onDeliver: ((Banner) -> Void)?
  /// What a click on each banner shown opens, by its identifier.
  private var openActions: [String: () -> Void] = [:]

  /// Shows `banner` (in place of one with its identifier) until it is dismissed or its
  /// time is up, and hands it to the backend (which has it read out).
  package func post(_ banner: Banner, onOpen: (() -> Void)? = nil) {
    shown.removeAll { $0.id == banner.id }
    shown.append(banner)
    openActions[banner.id] = onOpen
    onDeliver?(banner)
    let main = DispatchQueue.main
    // On the host's clock under a test host (Combine's main-queue scheduler).
    main.schedule(after: main.now.advanced(by: .seconds(Self.duration))) { [weak self] in
      MainActor.assumeIsolated { self?.dismiss(banner) }
    }
  }

  /// Takes `banner` away.
  package func dismiss(_ banner: Banner) {
    shown.removeAll { $0 == banner }
    if !shown.contains(where: { $0.id == banner.id }) { openActions[banner.id] = nil }
  }

  /// The user clicked `banner`: it goes, and what it opens is told.
  package func open(_ banner: Banner) {
    let action = openActions[banner.id]
    dismiss(banner)
    action?()
  }

  /// Takes the banners with these identifiers away.
  package func dismiss(ids: Set<String>) {
    shown.removeAll { ids.contains($0.id) }
    for id in ids { openActions[id] = nil }
  }
}

extension ViewGraph {
  /// The banners of the notifications the app delivered, shown over its window.
  package var notificationBanners: NotificationBanners {
    locals.value { NotificationBanners() }
  }
}
