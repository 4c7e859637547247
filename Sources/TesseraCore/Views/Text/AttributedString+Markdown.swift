import Foundation

/// How a run of text is set inline, as Markdown marks it: Foundation's type on Apple
/// platforms, which Linux's Foundation lacks. `Text` draws the emphases, code and lines
/// through.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// A set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Emphasis (`*text*`), drawn italic.
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  /// Strong emphasis (`**text**`), drawn bold.
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  /// Code (text between backquotes), drawn in a monospaced font.
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  /// A line through (`~~text~~`).
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  /// A line break within a paragraph that reads as a space.
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  /// A line break kept as one.
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  /// HTML inside a line, kept as text.
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  /// A block of HTML, kept as text.
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributedString {
  /// How `init(markdown:options:baseURL:)` reads its Markdown, as Foundation's options on
  /// Apple platforms (which Linux's Foundation lacks).
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// How much of Markdown is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Everything; Tessera reads the inline marks, and keeps a blank line between
      /// paragraphs as a line break.
      case full
      /// The inline marks; a line break within a paragraph reads as a space.
      case inlineOnly
      /// The inline marks, with the text's spaces and line breaks kept as written.
      case inlineOnlyPreservingWhitespace
    }

    /// What to do with Markdown that cannot be read.
    public enum FailurePolicy: Hashable, Sendable {
      /// Throw an error.
      case throwError
      /// Keep what could be read.
      case returnPartiallyParsedIfPossible
    }

    /// Whether `^[text](attribute: value)` attributes are read (they are kept as text).
    public var allowsExtendedAttributes: Bool
    /// How much of Markdown is read.
    public var interpretedSyntax: InterpretedSyntax
    /// What to do with Markdown that cannot be read (inline Markdown always can).
    public var failurePolicy: FailurePolicy
    /// The language of the text, kept.
    public var languageCode: String?

    /// Options that read all of Markdown and throw on what cannot be read.
    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// The text of `markdown` with its inline marks as attributes: `**strong**`,
  /// `*emphasis*`, code between backquotes and `~~struck~~` as `inlinePresentationIntent`, and
  /// `[links](…)` as `link` (relative to `baseURL`). Block syntax (headings, lists,
  /// quotes) is kept as written. Inline Markdown can always be read, so this never throws
  /// on Linux; it throws on Apple platforms, so calls keep their `try`.
  public init(
    markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(),
    baseURL: URL? = nil
  ) throws {
    self.init()
    for run in InlineMarkdown.runs(Self.whitespace(of: markdown, for: options.interpretedSyntax)) {
      var piece = AttributedString(run.string)
      var intent: InlinePresentationIntent = []
      if run.style.isBold { intent.insert(.stronglyEmphasized) }
      if run.style.isItalic { intent.insert(.emphasized) }
      if run.style.isMonospaced { intent.insert(.code) }
      if run.style.isStruckThrough { intent.insert(.strikethrough) }
      if !intent.isEmpty { piece.inlinePresentationIntent = intent }
      if let link = run.style.link {
        piece.link = baseURL.flatMap { URL(string: link.relativeString, relativeTo: $0) } ?? link
      }
      append(piece)
    }
  }

  /// `markdown`'s spaces and line breaks as `syntax` reads them: a single line break is a
  /// space (unless whitespace is kept), and a blank line between paragraphs a line break.
  private static func whitespace(
    of markdown: String, for syntax: MarkdownParsingOptions.InterpretedSyntax
  ) -> String {
    guard syntax != .inlineOnlyPreservingWhitespace, markdown.contains("\n") else {
      return markdown
    }
    let paragraphs = markdown.components(separatedBy: "\n\n").map { paragraph in
      paragraph.split(separator: "\n", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
    return paragraphs.filter { !$0.isEmpty }.joined(separator: syntax == .full ? "\n" : " ")
  }
}
