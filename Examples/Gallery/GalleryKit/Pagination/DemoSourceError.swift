/// Why the demo source did not answer.
public enum DemoSourceError: Error, Equatable, CustomStringConvertible {
  /// A failure injected with `failNext(page:times:)`.
  case injected(page: Int)
  /// A page outside `1...pageCount`.
  case noSuchPage(Int)

  /// The failure in words.
  public var description: String {
    switch self {
    case .injected(let page): "Page \(page) could not be loaded (injected failure)."
    case .noSuchPage(let page): "There is no page \(page)."
    }
  }
}
