import Foundation

/// A class whose changes views follow. Mark its properties `@Published`, or call
/// `objectWillChange.send()` before changing it yourself.
public protocol ObservableObject: AnyObject {
  /// The kind of publisher that announces changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Announces changes before they happen.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's own publisher, shared by its `@Published` properties (and there even
  /// when it has none, for objects that call `objectWillChange.send()` themselves).
  ///
  /// Declare your own `let objectWillChange = ObservableObjectPublisher()` to replace it.
  public var objectWillChange: ObservableObjectPublisher {
    PublishedRegistry.publisher(for: self)
  }
}
