/// The translations of one strings table for the user's language: plain ones by key, and
/// ones that vary with a number (a string catalog's plural variations), by key and plural
/// category.
package struct Translations: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// Each key's translation.
  package var strings: [String: String]
  /// For keys whose translation varies with a number: the translation for each CLDR plural
  /// category (`one`, `few`, `other`…).
  package var plurals: [String: [String: String]]
  /// The language the plural categories are chosen by.
  package var language: String

  package init(
    strings: [String: String], plurals: [String: [String: String]] = [:], language: String = "en"
  ) {
    self.strings = strings
    self.plurals = plurals
    self.language = language
  }

  /// Plain translations, as a `.strings` file has them.
  package init(dictionaryLiteral elements: (String, String)...) {
    self.init(strings: Dictionary(elements) { first, _ in first })
  }

  /// Whether there are none.
  package var isEmpty: Bool { strings.isEmpty && plurals.isEmpty }

  /// The format for `key` with `arguments` (already formatted): its plural form for the
  /// first argument that is a number, else its plain translation; nil when it has none.
  package func format(for key: String, arguments: [String]) -> String? {
    if let forms = plurals[key] {
      let number = arguments.lazy.compactMap { Double($0) }.first
      let category = number.map { PluralRules.category(of: $0, language: language) } ?? "other"
      if let form = forms[category] ?? forms["other"] { return form }
    }
    return strings[key]
  }
}
