import Foundation

/// Reads an Xcode string catalog (`Localizable.xcstrings`), which SwiftPM on Linux copies
/// into the resources as it is: the translations for a language, with their plural
/// variations, as Xcode would compile them into `.strings` and `.stringsdict` files.
package enum StringCatalog {
  /// The translations in the catalog at `url` for the first of `languages` it has, else
  /// for its source language (whose plural variations a key alone cannot give); nil when
  /// the file cannot be read.
  package static func translations(at url: URL, languages: [String]) -> Translations? {
    guard let data = try? Data(contentsOf: url),
      let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let entries = catalog["strings"] as? [String: Any]
    else {
      Diagnostics.warnOnce("The string catalog \(url.path) could not be read as JSON.")
      return nil
    }
    let source = catalog["sourceLanguage"] as? String ?? "en"
    let available = Set(
      entries.values.compactMap { ($0 as? [String: Any])?["localizations"] as? [String: Any] }
        .flatMap(\.keys))
    let language =
      languages.first { available.contains($0) }
      ?? languages.lazy.compactMap { wanted in
        available.first { $0.lowercased() == wanted.lowercased() }
      }.first ?? source
    var translations = Translations(strings: [:], language: language)
    for (key, entry) in entries {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
        let localization = localizations[language] as? [String: Any]
      else { continue }
      if let value = unitValue(localization) { translations.strings[key] = value }
      let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any]
      if let plural {
        translations.plurals[key] = plural.compactMapValues { unitValue($0 as? [String: Any]) }
      }
    }
    return translations
  }

  /// A variation's or localization's `stringUnit.value`.
  private static func unitValue(_ node: [String: Any]?) -> String? {
    (node?["stringUnit"] as? [String: Any])?["value"] as? String
  }
}
