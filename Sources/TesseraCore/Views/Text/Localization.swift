import Foundation
import Synchronization

/// Finds translations for `LocalizedStringKey`s: `<lang>.lproj/<table>.strings` files in
/// a bundle's resources (with the plurals of a `<table>.stringsdict` beside them), else a
/// string catalog (`<table>.xcstrings`, see
/// `StringCatalog`), for the language of `LANG`/`LC_ALL`/`LC_MESSAGES`.
package enum Localization {
  private static let cache = Mutex<[String: Translations]>([:])
  /// The main bundle's "Localizable" table once read (`.some(nil)`: it has none).
  private static let mainTable = Mutex<Translations??>(nil)

  /// The translations of `table` (default "Localizable") in `bundle` (default the main
  /// bundle), or nil when there are none.
  package static func table(named table: String?, in bundle: Bundle?) -> Translations? {
    // Every `Text` asks for the main table: read it once, without building a cache key.
    if table == nil, bundle == nil {
      if let found = mainTable.withLock({ $0 }) { return found }
      let found = self.table(named: "Localizable", in: .main)
      mainTable.withLock { $0 = .some(found) }
      return found
    }
    let bundle = bundle ?? .main
    let name = table ?? "Localizable"
    let cacheKey = "\(bundle.bundlePath)|\(name)"
    if let cached = cache.withLock({ $0[cacheKey] }) { return cached.isEmpty ? nil : cached }
    var strings = Translations(strings: [:])
    // SwiftPM lower-cases the folders it makes ("zh-hant.lproj"), and Linux file names are
    // case-sensitive: try both spellings.
    let spellings = preferredLanguages.flatMap { [$0, $0.lowercased()] }
    for language in spellings {
      let dictionary = bundle.path(
        forResource: name, ofType: "strings", inDirectory: nil, forLocalization: language
      )
      .flatMap { FileManager.default.contents(atPath: $0) }
      .flatMap {
        try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String]
      }
      // Plurals beside them, in a `.stringsdict` of the same name.
      let plurals =
        bundle.path(
          forResource: name, ofType: "stringsdict", inDirectory: nil, forLocalization: language
        ).map(StringsDictionary.plurals(atPath:)) ?? [:]
      if dictionary != nil || !plurals.isEmpty {
        strings = Translations(strings: dictionary ?? [:], plurals: plurals, language: language)
        break
      }
    }
    if strings.isEmpty, let catalog = bundle.url(forResource: name, withExtension: "xcstrings") {
      strings =
        StringCatalog.translations(at: catalog, languages: preferredLanguages)
        ?? Translations(strings: [:])
    }
    cache.withLock { $0[cacheKey] = strings }
    return strings.isEmpty ? nil : strings
  }

  /// Languages to try, most preferred first, from the POSIX locale variables.
  package static var preferredLanguages: [String] {
    let environment = ProcessInfo.processInfo.environment
    // POSIX: an empty variable counts as unset.
    let raw =
      ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? "en"
    let code = raw.split(separator: ".").first.map(String.init) ?? "en"
    let parts = code.split(separator: "_").map(String.init)
    var languages = [code.replacingOccurrences(of: "_", with: "-")]
    if let first = parts.first { languages.append(first) }
    if code.hasPrefix("zh_TW") || code.hasPrefix("zh_HK") { languages.insert("zh-Hant", at: 0) }
    return languages
  }
}
