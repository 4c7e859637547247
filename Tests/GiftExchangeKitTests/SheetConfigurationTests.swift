import Foundation
import Testing

@testable import GiftExchangeKit

@Suite("Where the sheet is")
struct SheetConfigurationTests {
  private func writeConfig(_ body: String, in home: URL) throws {
    let file = SheetConfiguration.configFile(environment: ["XDG_CONFIG_HOME": home.path])
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(body.utf8).write(to: file)
  }

  @Test func theEnvironmentVariableWins() throws {
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    try writeConfig(#"{"sheetURL": "https://sheet.example.com/api/v1/file"}"#, in: home)
    let config = SheetConfiguration.resolve(environment: [
      "GIFT_EXCHANGE_SHEET_URL": "https://sheet.example.com/api/v1/env",
      "XDG_CONFIG_HOME": home.path,
    ])
    #expect(config.url?.absoluteString == "https://sheet.example.com/api/v1/env")
    #expect(config.origin == .environment)
    #expect(config.warning == nil)
  }

  @Test func theConfigFileIsNext() throws {
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    try writeConfig(#"{"sheetURL": " http://127.0.0.1:8080/api/v1/abc "}"#, in: home)
    let config = SheetConfiguration.resolve(environment: ["XDG_CONFIG_HOME": home.path])
    #expect(config.url?.absoluteString == "http://127.0.0.1:8080/api/v1/abc")
    #expect(config.origin == .configFile(home.path + "/gift-exchange/config.json"))
  }

  @Test func nothingConfiguredMeansTheSample() throws {
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let config = SheetConfiguration.resolve(environment: ["HOME": home.path])
    #expect(config == SheetConfiguration(url: nil, origin: .none))
    let empty = SheetConfiguration.resolve(environment: [
      "HOME": home.path, "GIFT_EXCHANGE_SHEET_URL": "",
    ])
    #expect(empty.url == nil)
    #expect(empty.warning == nil)
  }

  @Test func badValuesAreReportedAndSkipped() throws {
    let home = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: home) }
    let badVariable = SheetConfiguration.resolve(environment: [
      "GIFT_EXCHANGE_SHEET_URL": "ftp://example.com/x", "XDG_CONFIG_HOME": home.path,
    ])
    #expect(badVariable.url == nil)
    #expect(badVariable.warning?.contains("GIFT_EXCHANGE_SHEET_URL") == true)

    try writeConfig("{not json", in: home)
    let badFile = SheetConfiguration.resolve(environment: ["XDG_CONFIG_HOME": home.path])
    #expect(badFile.url == nil)
    #expect(badFile.warning?.contains("config.json") == true)

    try writeConfig(#"{"sheetURL": "not a url"}"#, in: home)
    let badURL = SheetConfiguration.resolve(environment: ["XDG_CONFIG_HOME": home.path])
    #expect(badURL.url == nil)
    #expect(badURL.warning?.contains("sheetURL") == true)
  }

  @Test func theConfigFileFollowsXDG() {
    #expect(
      SheetConfiguration.configFile(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"])
        .path == "/cfg/gift-exchange/config.json")
    #expect(
      SheetConfiguration.configFile(environment: ["HOME": "/home/u"]).path
        == "/home/u/.config/gift-exchange/config.json")
    // The XDG spec says a relative path is invalid and must be ignored.
    #expect(
      SheetConfiguration.configFile(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/u"])
        .path == "/home/u/.config/gift-exchange/config.json")
  }
}
