/// Gives each window an object of its own in the environment (its scene storage, its undo
/// manager, its drops): made with the window and kept for as long as it is shown.
struct WindowObjectScope<Object: AnyObject>: ViewModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Object?>
  @State private var object: Object

  /// The window's object at `keyPath`, made by `make` when the window first shows.
  init(_ keyPath: WritableKeyPath<EnvironmentValues, Object?>, make: @autoclosure () -> Object) {
    self.keyPath = keyPath
    _object = State(initialValue: make())
  }

  func body(content: Content) -> some View {
    content.environmentValue(keyPath, object, name: "")
  }
}
