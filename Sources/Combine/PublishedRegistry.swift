import Foundation

/// Finds the publisher that an object's `@Published` properties share, creating it on
/// first use, the way Combine's default `objectWillChange` does.
enum PublishedRegistry {
  /// The publishers of objects with no `@Published` property, which have nowhere to keep
  /// one: by object, while the object lives.
  private static let standalone = StandalonePublishers()
  /// One object's properties may first be written on two threads at once: one publisher.
  private static let creation = NSLock()

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    creation.withLock { findOrMakePublisher(for: object) }
  }

  private static func findOrMakePublisher(for object: AnyObject) -> ObservableObjectPublisher {
    var boxes: [any PublishedStorage] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let published = child.value as? any PublishedProperty {
          boxes.append(published.publishedStorage)
        }
      }
      mirror = current.superclassMirror
    }
    guard !boxes.isEmpty else { return standalone.publisher(for: object) }
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
  }
}

/// One publisher per live object, for objects that cannot hold their own.
private final class StandalonePublishers: @unchecked Sendable {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var purgeAt = 64

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = entries[id], entry.object === object { return entry.publisher }
      // Dead objects' entries are dropped now and then, as the table doubles.
      if entries.count >= purgeAt {
        entries = entries.filter { $0.value.object != nil }
        purgeAt = max(64, entries.count * 2)
      }
      let publisher = ObservableObjectPublisher()
      entries[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}

/// Type-erased access to a `@Published` property's storage.
protocol PublishedProperty {
  var publishedStorage: any PublishedStorage { get }
}

/// Type-erased access to the publisher a `@Published` property sends to.
protocol PublishedStorage: AnyObject {
  var publisher: ObservableObjectPublisher? { get set }
}
