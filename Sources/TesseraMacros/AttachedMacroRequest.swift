/// A request to expand an attached macro (`@Entry`, `@Previewable`), as the compiler sends
/// it: the role it asks for, the declaration the attribute is on, and the declaration
/// around that one.
struct AttachedMacroRequest {
  /// The macro's type name in the module (`EntryMacro`).
  let macroType: String
  /// The role asked for: `accessor`, `peer`, `member`, …
  let role: String
  /// The source of the declaration the attribute is attached to, attributes included.
  let declaration: String
  /// The source of the declaration around it (an extension, its members left out), or
  /// empty at file scope.
  let parent: String
  /// Where the declaration is, for a diagnostic.
  let location: [String: Any]

  /// The request in `message` (the value of its `expandAttachedMacro` key).
  init(_ message: [String: Any]) {
    func source(_ key: String) -> String {
      (message[key] as? [String: Any])?["source"] as? String ?? ""
    }
    macroType = (message["macro"] as? [String: Any])?["typeName"] as? String ?? ""
    role = message["macroRole"] as? String ?? ""
    declaration = source("declSyntax")
    // The compiler sends the declarations around as the lexical context, innermost first
    // (a parent declaration only for some roles).
    let context = message["lexicalContext"] as? [[String: Any]] ?? []
    parent = (context.first?["source"] as? String).map { $0 } ?? source("parentDeclSyntax")
    location = (message["declSyntax"] as? [String: Any])?["location"] as? [String: Any] ?? [:]
  }

  /// The reply to this request: `expand`'s source, or an error diagnostic at the
  /// declaration.
  func reply(expand: (AttachedMacroRequest) throws -> String) -> [String: Any] {
    do {
      return MacroExpansion.reply(expandedSource: try expand(self))
    } catch {
      return MacroExpansion.reply(failure: error, at: location)
    }
  }
}
