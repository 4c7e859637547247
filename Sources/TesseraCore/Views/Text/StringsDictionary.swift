import Foundation

/// Reads a `.stringsdict` file, the property list of plural rules apps localized before
/// string catalogs ship beside their `.strings`: for each key, the format for each CLDR
/// plural category (`one`, `few`, `other`…).
package enum StringsDictionary {
  /// The plural forms of each key in the file at `path`; empty when it cannot be read.
  ///
  /// A key's `NSStringLocalizedFormatKey` names its variables (`%#@apples@`); each form is
  /// that format with the variable written for one category. A format with several
  /// variables takes each category's word for all of them, chosen by the first number.
  package static func plurals(atPath path: String) -> [String: [String: String]] {
    guard let data = FileManager.default.contents(atPath: path),
      let entries = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else {
      Diagnostics.warnOnce("The strings dictionary \(path) could not be read.")
      return [:]
    }
    var plurals: [String: [String: String]] = [:]
    for (key, value) in entries {
      guard let entry = value as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else { continue }
      let rules = entry.compactMapValues { $0 as? [String: Any] }
        .filter { $0.value["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" }
      let categories = Set(rules.values.flatMap(\.keys)).intersection(Self.categories)
      guard !categories.isEmpty else { continue }
      var forms: [String: String] = [:]
      for category in categories {
        var form = format
        for (variable, rule) in rules {
          let word = rule[category] as? String ?? rule["other"] as? String ?? ""
          form = form.replacingOccurrences(of: "%#@\(variable)@", with: word)
        }
        forms[category] = form
      }
      plurals[key] = forms
    }
    return plurals
  }

  /// CLDR's plural categories.
  private static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
}
