/// A type that provides previews of views (the form before `#Preview`). Conforming types
/// are found without being registered; TesseraTesting renders them, and `--preview NAME`
/// shows them full-screen.
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

extension View {
  /// Names the preview; accepted for compatibility.
  public func previewDisplayName(_ name: String?) -> some View { self }
}
