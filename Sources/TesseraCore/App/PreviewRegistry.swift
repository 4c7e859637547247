import CSwiftMetadata

/// The previews of the program, by name: every `#Preview` and every `PreviewProvider` in
/// the loaded modules, found at first use without being registered.
@MainActor
public enum PreviewRegistry {
  private static var registered: [String: @MainActor () -> AnyView] = discovered()

  /// Registers `provider` under its `previewName`. Providers are found without it; this
  /// remains for code written before they were.
  public static func register(_ provider: any PreviewProvider.Type) {
    registered[provider.previewName] = { previews(of: provider) }
  }

  /// The names of the previews, sorted.
  public static var names: [String] { registered.keys.sorted() }

  /// The preview named `name`, as one view.
  public static func previews(named name: String) -> AnyView? { registered[name]?() }

  private static func previews<P: PreviewProvider>(of provider: P.Type) -> AnyView {
    AnyView(P.previews)
  }

  /// Every preview the loaded modules declare, named.
  private static func discovered() -> [String: @MainActor () -> AnyView] {
    var result: [String: @MainActor () -> AnyView] = [:]
    for provider in conformingTypes(to: "PreviewProvider") {
      guard let provider = provider as? any PreviewProvider.Type else { continue }
      result[provider.previewName] = { previews(of: provider) }
    }
    let declared = conformingTypes(to: "DeclaredPreview")
      .compactMap { ($0 as? any DeclaredPreview.Type)?.preview }
    for (name, preview) in named(declared) {
      result[result[name] == nil ? name : "\(name) (\(preview.fileID):\(preview.line))"] = {
        preview.content
      }
    }
    return result
  }

  /// Each preview with its name: the one it was given, or its file's (numbered in line
  /// order when the file declares several unnamed previews).
  private static func named(_ previews: [Preview]) -> [(String, Preview)] {
    let unnamed = Dictionary(grouping: previews.filter { $0.name == nil }, by: \.fileID)
    return previews.map { preview in
      if let name = preview.name { return (name, preview) }
      let file = String(preview.fileID.split(separator: "/").last ?? "Preview")
      let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
      let siblings = unnamed[preview.fileID, default: []].map(\.line).sorted()
      guard siblings.count > 1, let index = siblings.firstIndex(of: preview.line) else {
        return (base, preview)
      }
      return ("\(base) \(index + 1)", preview)
    }
  }

  /// The types in every loaded module that conform to TesseraCore's protocol `name`.
  private static func conformingTypes(to name: String) -> [Any.Type] {
    var types: [Any.Type] = []
    withUnsafeMutablePointer(to: &types) { types in
      cswiftmetadata_enumerate_conformances(
        "TesseraCore", name,
        { metadata, context in
          let types = context!.assumingMemoryBound(to: [Any.Type].self)
          types.pointee.append(unsafeBitCast(metadata, to: Any.Type.self))
        }, types)
    }
    return types
  }
}
