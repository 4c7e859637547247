/// A request to expand a macro, as the compiler sends it, and the replies to it.
struct MacroExpansion {
  /// The macro's source text, with the trivia that precedes it.
  let source: String
  /// The file the macro is in, as `#fileID` spells it.
  let fileID: String
  /// The line of the first character of `source`.
  let line: Int
  /// Unique to this expansion: the compiler accepts names made from it at file scope.
  let discriminator: String

  /// A name only this expansion declares, built the way the compiler expects macro-made
  /// unique names to be (it demangles them to check).
  func uniqueName(_ base: String) -> String { "\(discriminator)\(base.count)\(base)fMu_" }

  /// The reply to `request`: `expand`'s source, or an error diagnostic at the macro.
  static func reply(to request: [String: Any], expand: (MacroExpansion) throws -> String)
    -> [String: Any]
  {
    let syntax = request["syntax"] as? [String: Any] ?? [:]
    let location = syntax["location"] as? [String: Any] ?? [:]
    let expansion = MacroExpansion(
      source: syntax["source"] as? String ?? "",
      fileID: location["fileID"] as? String ?? "",
      line: location["line"] as? Int ?? 0,
      discriminator: request["discriminator"] as? String ?? "")
    do {
      return reply(expandedSource: try expand(expansion))
    } catch {
      return reply(failure: error, at: location)
    }
  }

  /// A reply that reports `error` as an error at `location` (a request's syntax location).
  static func reply(failure error: Error, at location: [String: Any]) -> [String: Any] {
    let diagnostic: [String: Any] = [
      "message": "\(error)", "severity": "error", "diagnosticID": "TesseraMacros.error",
      "position": ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0],
      "highlights": [], "notes": [], "fixIts": [],
    ]
    return ["expandMacroResult": ["diagnostics": [diagnostic]]]
  }

  /// A reply with `expandedSource` (nil: the macro could not be expanded).
  static func reply(expandedSource: String?) -> [String: Any] {
    var result: [String: Any] = ["diagnostics": []]
    if let expandedSource { result["expandedSource"] = expandedSource }
    return ["expandMacroResult": result]
  }
}
