import Foundation
import Tessera
import Testing

/// `PersonNameComponents.formatted()`, which apps show names with: given, then family.
@Suite struct PersonNameFormattingTests {
  @Test func aNameIsGivenThenFamilyWithWhatIsMissingLeftOut() {
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.middleName = "King"
    name.familyName = "Lovelace"
    name.namePrefix = "Ms."
    #expect(name.formatted() == "Ada Lovelace")
    name.familyName = nil
    #expect(name.formatted() == "Ada")
    name.givenName = ""
    name.familyName = "Lovelace"
    #expect(name.formatted() == "Lovelace")
  }
}
