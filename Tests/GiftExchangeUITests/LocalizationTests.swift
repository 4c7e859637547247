import Foundation
import Testing

@testable import GiftExchangeUI

@Suite("Traditional Chinese strings")
struct LocalizationTests {
  @Test("Every translation keeps its placeholders, and the prompt and alert are translated")
  func translationsAreComplete() throws {
    // SwiftPM lower-cases the folder name.
    let path = try #require(
      Bundle.giftExchangeUI.path(
        forResource: "Localizable", ofType: "strings", inDirectory: nil,
        forLocalization: "zh-hant"))
    let data = try #require(FileManager.default.contents(atPath: path))
    let table = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    for (key, value) in table {
      #expect(
        key.components(separatedBy: "%@").count == value.components(separatedBy: "%@").count,
        "\(key) → \(value)")
      #expect(value != key, "\(key) is translated")
    }
    for key in [
      "Who receives ", "'s gift?", "%@ receives %@'s gift", "Xmas gift exchange", "OK", "Cancel",
      "Friends", "Match", "Giftees", "audio unavailable", "Quota exceeded", "Use sample data",
    ] {
      #expect(table[key] != nil, "\(key) has a translation")
    }
  }
}
