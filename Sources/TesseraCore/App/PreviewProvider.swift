/// A type that provides previews of views: TesseraTesting renders them to text
/// snapshots, and backends can show them full-screen.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension PreviewProvider {
  /// The name the preview registry shows: the type's name without a `_Previews` suffix.
  public static var previewName: String {
    let name = String(describing: Self.self)
    return name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
  }
}

/// The previews an app or test registers by name, to list and render them.
@MainActor
public enum PreviewRegistry {
  private static var providers: [String: any PreviewProvider.Type] = [:]

  /// Registers `provider` under its `previewName`.
  public static func register(_ provider: any PreviewProvider.Type) {
    providers[provider.previewName] = provider
  }

  /// The registered names, sorted.
  public static var names: [String] { providers.keys.sorted() }

  /// The previews registered under `name`, as one view.
  public static func previews(named name: String) -> AnyView? {
    guard let provider = providers[name] else { return nil }
    return previews(of: provider)
  }

  private static func previews<P: PreviewProvider>(of provider: P.Type) -> AnyView {
    AnyView(P.previews)
  }
}

extension View {
  /// Names the preview; accepted for compatibility.
  public func previewDisplayName(_ name: String?) -> some View { self }
}
