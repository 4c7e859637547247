/// A class whose changes views follow. Mark its properties `@Published`, or call
/// `objectWillChange.send()` before changing it yourself.
public protocol ObservableObject: AnyObject {
  /// Announces changes before they happen.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The publisher shared by this object's `@Published` properties.
  ///
  /// Declare your own `let objectWillChange = ObservableObjectPublisher()` to replace it.
  public var objectWillChange: ObservableObjectPublisher {
    PublishedRegistry.publisher(for: self)
  }
}
