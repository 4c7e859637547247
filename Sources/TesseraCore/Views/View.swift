/// A piece of user interface, described as a value.
///
/// Write a view as a struct whose `body` combines other views. Tessera re-creates these
/// values whenever the data they read changes; the state they own (`@State`,
/// `@StateObject`) lives in the view graph and survives those re-creations.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// `Never` has no body: it marks views that Tessera draws itself.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views are drawn by Tessera itself; asking for their body is a programming
  /// error.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
