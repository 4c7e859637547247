import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct FlashcardsTests {
  @Test func theArrowKeysGoThroughTheDeckAndSpaceFlips() throws {
    let host = TestHost(FlashcardsView())
    #expect(host.contains(text: "bonjour"))
    try host.find(control: "Flip").focus()
    try host.press(.rightArrow, modifiers: [])
    #expect(host.contains(text: "Card 2 of 3"))
    #expect(host.contains(text: "merci"))
    try host.press(.space, modifiers: [])
    #expect(host.contains(text: "thank you"))
    try host.press(.leftArrow, modifiers: [])
    try host.press(.leftArrow, modifiers: [])
    #expect(host.contains(text: "Card 3 of 3"), "wraps round")
    #expect(host.contains(text: "chat"), "the word, not the meaning, after a turn")
  }
}
