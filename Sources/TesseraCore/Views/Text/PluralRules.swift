/// The CLDR plural category of a number in a language: what picks "1 item" or "2 items"
/// from a string catalog's plural variations. The common languages' rules for whole
/// numbers; a fraction is `other`, as in English, and so is any language not listed.
package enum PluralRules {
  /// `one`, `few`, `many` or `other` for `number` in `language` (`de`, `pt-BR`).
  package static func category(of number: Double, language: String) -> String {
    let base = language.split(separator: "-").first.map(String.init)?.lowercased() ?? language
    guard number == number.rounded(), abs(number) < 1e15 else { return "other" }
    let n = Int(abs(number))
    let (lastDigit, lastTwo) = (n % 10, n % 100)
    switch base {
    case "ja", "zh", "ko", "vi", "th", "id", "ms":
      return "other"
    case "fr":
      return n < 2 ? "one" : "other"
    case "ru", "uk", "be":
      if lastDigit == 1 && lastTwo != 11 { return "one" }
      if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return "few" }
      return "many"
    case "pl":
      if n == 1 { return "one" }
      if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return "few" }
      return "many"
    case "cs", "sk":
      if n == 1 { return "one" }
      return (2...4).contains(n) ? "few" : "other"
    default:
      return n == 1 ? "one" : "other"
    }
  }
}
