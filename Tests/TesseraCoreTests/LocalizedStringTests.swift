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
