import Foundation

extension View {
  /// Runs `action` with a URL the app is asked to open: given on the command line when
  /// it starts (`MyApp myapp://item/42`), as a deep link opens an app on iOS.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(OnOpenURLModifier(action: action))
  }
}

/// Keeps an `onOpenURL` action where the graph can find it.
struct OnOpenURLModifier: PrimitiveModifier, InspectableElement {
  typealias Body = Never
  let action: (URL) -> Void

  var inspectionDescription: String { "onOpenURL" }
}

extension ViewNode {
  /// Hands `url` to every `onOpenURL` action in the tree under this node, deepest
  /// first; false when there is none.
  package func deliverOpenURL(_ url: URL) -> Bool {
    var delivered = false
    for child in children { delivered = child.deliverOpenURL(url) || delivered }
    if let handler = primitiveModifier as? OnOpenURLModifier {
      handler.action(url)
      delivered = true
    }
    return delivered
  }
}

/// The URLs an app was started with, handed to its `onOpenURL` actions once its views
/// have appeared.
@MainActor
package enum LaunchURLs {
  /// The URLs waiting.
  package static var pending: [URL] = []

  /// The arguments that are URLs with a scheme (`myapp://…`, `https://…`), not options.
  package static func urls(in arguments: [String]) -> [URL] {
    arguments.dropFirst().compactMap { argument in
      guard !argument.hasPrefix("-"), argument.contains("://"), let url = URL(string: argument),
        url.scheme != nil
      else { return nil }
      return url
    }
  }
}
