/// Finds the publisher that an object's `@Published` properties share, creating it on
/// first use, the way Combine's default `objectWillChange` does.
enum PublishedRegistry {
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
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
    if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
    let publisher = ObservableObjectPublisher()
    for box in boxes { box.publisher = publisher }
    return publisher
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
