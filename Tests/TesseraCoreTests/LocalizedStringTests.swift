import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct LocalizedStringTests {
  @Test func untranslatedStringsFillInTheirValues() {
    let name = "Ada"
    let count = 3
    #expect(
      String(localized: "Hello, \(name)! You have \(count) messages.")
        == "Hello, Ada! You have 3 messages.")
    #expect(String(localized: "100% sure") == "100% sure")
    // A percent sign before a value, or before an "@" the app wrote, stays as written.
    #expect(String(localized: "\(count)% of \(name)") == "3% of Ada")
    #expect(String(localized: "reply to 50%@\(name)") == "reply to 50%@Ada")
    #expect(
      String(localized: "%d is not a placeholder for \(count)") == "%d is not a placeholder for 3")
    #expect(String(localized: "greeting.key", defaultValue: "Hi \(name)") == "Hi Ada")
  }

  @Test func resourcesResolveWhereTheyAreShown() {
    let resource: LocalizedStringResource = "Welcome back"
    #expect(resource.key == "Welcome back")
    #expect(String(localized: resource) == "Welcome back")
    let host = TestHost(Text(LocalizedStringResource("Shown \(2) times")))
    #expect(host.contains(text: "Shown 2 times"))
  }
}

extension LocalizedStringTests {
  @Test func aKeyWithoutValuesShowsItsPlaceholdersAsWritten() {
    #expect(String(localized: "Use %@ here") == "Use %@ here")
  }
}

extension LocalizedStringTests {
  @Test func keysHoldTheSpecifiersXcodesCatalogsUseAndTranslationsMayReorderThem() {
    let count = 3
    let name = "Ada"
    let items: LocalizedStringKey = "\(count) items from \(name)"
    #expect(items.key == "%lld items from %@", "the key a string catalog has")
    #expect(
      items.resolved(in: ["%lld items from %@": "%2$@ schickt %1$lld Sachen"])
        == "Ada schickt 3 Sachen")
    #expect(items.resolved(in: [:]) == "3 items from Ada")
    let ratio: LocalizedStringKey = "\(0.5) of \(UInt8(2)) at \(1.5, specifier: "%.1f")"
    #expect(ratio.key == "%lf of %llu at %.1f")
    let literals: LocalizedStringKey = "\(5) of \(2.5) at \(Float(1.5)) by \(CGFloat(2))"
    #expect(literals.key == "%lld of %lf at %f by %lf", "literals take their default types")
    #expect(
      TestHost(Text(ratio)).contains(text: "0.5 of 2 at 1.5"))
  }
}

/// A string catalog (`Localizable.xcstrings`) kept as Xcode made it: its translations and
/// plural variations, read where SwiftPM copies it.
@MainActor
@Suite struct StringCatalogTests {
  private static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмет" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld предметов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } }
            } } }
          }
        },
        "Settings" : {
          "localizations" : {
            "ru" : { "stringUnit" : { "state" : "translated", "value" : "Настройки" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  private func bundle() throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return try #require(Bundle(path: folder.path))
  }

  @Test func theSourceLanguagesPluralVariationsChooseByTheNumber() throws {
    let bundle = try bundle()
    let one = 1
    let three = 3
    #expect(TestHost(Text("\(one) items", bundle: bundle)).contains(text: "1 item"))
    #expect(TestHost(Text("\(three) items", bundle: bundle)).contains(text: "3 items"))
  }

  @Test func aTranslationsPluralFormsFollowItsLanguagesRules() throws {
    let url = try #require(try bundle().url(forResource: "Localizable", withExtension: "xcstrings"))
    let russian = try #require(StringCatalog.translations(at: url, languages: ["ru-RU", "ru"]))
    #expect(russian.strings["Settings"] == "Настройки")
    let forms = [1, 3, 5, 21, 12].map { count -> String in
      let key: LocalizedStringKey = "\(count) items"
      return key.resolved(in: russian)
    }
    #expect(forms == ["1 предмет", "3 предмета", "5 предметов", "21 предмет", "12 предметов"])
  }
}

/// A `.stringsdict` beside a `.strings` file, as apps localized before string catalogs
/// have them: its plural rules choose a key's form by the number.
@MainActor
@Suite struct StringsDictionaryTests {
  private static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>%lld birds seen</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@birds@ seen today</string>
        <key>birds</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>lld</string>
          <key>one</key>
          <string>%lld птица</string>
          <key>few</key>
          <string>%lld птицы</string>
          <key>many</key>
          <string>%lld птиц</string>
          <key>other</key>
          <string>%lld птицы</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test func itsPluralRulesChooseTheFormByTheNumber() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("plurals-\(UUID().uuidString).stringsdict").path
    try Data(Self.plist.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let plurals = StringsDictionary.plurals(atPath: path)
    let russian = Translations(strings: [:], plurals: plurals, language: "ru")
    let forms = [1, 3, 5, 21].map { count -> String in
      let key: LocalizedStringKey = "\(count) birds seen"
      return key.resolved(in: russian)
    }
    #expect(
      forms == [
        "1 птица seen today", "3 птицы seen today", "5 птиц seen today", "21 птица seen today",
      ])
  }

  @Test func anUnreadableFileGivesNoPlurals() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-\(UUID().uuidString).stringsdict").path
    try Data("not a property list".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(StringsDictionary.plurals(atPath: path).isEmpty)
  }
}
