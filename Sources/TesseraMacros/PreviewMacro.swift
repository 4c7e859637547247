import Foundation

/// `#Preview("Name", traits: …) { body }`: declares a type, found at run time, that makes
/// the preview. The arguments go to `Preview`'s initialiser unchanged, so the compiler
/// checks them; the body becomes a view's `body`, with the `@Previewable` declarations in
/// it moved out to be that view's properties (so `@Previewable @State` keeps its state).
enum PreviewMacro {
  /// What made a `#Preview` impossible to expand.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The declarations `#Preview` expands to.
  static func expansion(_ request: MacroExpansion) throws -> String {
    let scanner = SourceScanner(request.source)
    let bytes = scanner.bytes
    guard let start = scanner.find("#Preview", from: 0) else {
      throw Failure(description: "Expected #Preview")
    }
    let line = request.line + bytes[..<start].count(where: { $0 == UInt8(ascii: "\n") })
    var index = scanner.skippingTrivia(from: start + "#Preview".utf8.count)
    var arguments = ""
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
      guard let close = scanner.closing(index) else {
        throw Failure(description: "#Preview's argument list is not closed")
      }
      arguments = scanner.text(index + 1, close - 1)
      index = scanner.skippingTrivia(from: close)
    }
    var members: [String] = []
    var body: String?
    if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
      guard let close = scanner.closing(index) else {
        throw Failure(description: "#Preview's body is not closed")
      }
      (body, members) = separatingPreviewables(scanner, from: index + 1, to: close - 1)
    }
    guard body != nil || arguments.contains("body:") else {
      throw Failure(description: "#Preview needs a body: #Preview { ContentView() }")
    }
    let contentName = "__TesseraPreviewContent"
    let content = body.map { _ in " { \(contentName)() }" } ?? ""
    let location = "fileID: \(quoted(request.fileID)), line: \(line)"
    var source = """
      @MainActor
      struct \(request.uniqueName("TesseraPreview")): TesseraCore.DeclaredPreview {
        static var preview: TesseraCore.Preview {
          TesseraCore.Preview(\(arguments))\(content).located(\(location))
        }
      """
    if let body {
      source += """

          struct \(contentName): TesseraCore.View {
        \(members.map { "    \($0)\n" }.joined())    var body: some TesseraCore.View {
        \(body)
            }
          }
        """
    }
    return source + "\n}\n"
  }

  /// The body without its top-level `@Previewable` declarations, and those declarations
  /// without the attribute.
  private static func separatingPreviewables(
    _ scanner: SourceScanner, from start: Int, to end: Int
  ) -> (body: String, declarations: [String]) {
    let attribute = "@Previewable"
    var body = ""
    var declarations: [String] = []
    var index = start
    while let found = scanner.find(attribute, from: index, to: end, anyDepth: false) {
      // The declaration may start on the next line: `@Previewable` alone on its line.
      let declarationStart = scanner.skippingTrivia(from: found + attribute.utf8.count)
      let declarationEnd = scanner.statementEnd(from: declarationStart, to: end)
      body += scanner.text(index, found)
      declarations.append(
        scanner.text(declarationStart, declarationEnd).trimmingCharacters(in: .whitespaces))
      index = declarationEnd
    }
    return (body + scanner.text(index, end), declarations)
  }

  /// `text` as a Swift string literal.
  private static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
