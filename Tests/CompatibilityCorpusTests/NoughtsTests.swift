import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct NoughtsTests {
  @Test func customToolbarContentShowsInTheBarAndResets() throws {
    let host = TestHost(GameView())
    #expect(host.contains(text: "Noughts"), "the title item of a ToolbarContent type")
    try host.find(label: "Empty square").tap()
    #expect(host.contains(text: "O to play"))
    #expect((try? host.find(label: "Square X")) != nil, "the deprecated accessibility(label:)")
    try host.tap("New game")
    #expect(host.contains(text: "X to play"))
    #expect(host.findAll(control: "Empty square").count == 9)
  }

  @Test func theWinnerIsShownWithAFilledSymbol() throws {
    let host = TestHost(GameView())
    // Each move takes the first empty square: X ends with 2, 4 and 6, a diagonal.
    for _ in 0..<7 { try host.findAll(control: "Empty square")[0].tap() }
    #expect(host.contains(text: "X wins"), "\(host.screen)")
    let filled = TestHost(Image(systemName: "star.fill")).screen.joined()
    let plain = TestHost(Image(systemName: "star")).screen.joined()
    #expect(filled != plain, "the two symbols differ")
    #expect(host.screen.joined().contains(filled.trimmingCharacters(in: .whitespaces)))
  }

  @Test func sizeCategoryIsTheDynamicTypeSizeInItsOldNames() {
    var environment = EnvironmentValues()
    environment.sizeCategory = .accessibilityLarge
    #expect(environment.dynamicTypeSize == .accessibility2)
    #expect(environment.sizeCategory.isAccessibilityCategory)
    #expect(ContentSizeCategory(.xSmall) == .extraSmall)
  }

  @Test func aCanvasDrawsASymbol() {
    let canvas = TestHost(Trophy()).screen.joined()
    let star = TestHost(Image(systemName: "star")).screen.joined()
      .trimmingCharacters(in: .whitespaces)
    #expect(!star.isEmpty && canvas.contains(star), "\(canvas)")
  }

  @Test func animatableDataMovesBetweenValues() {
    var wave = Wave(phase: 0)
    let start = wave.animatableData
    wave.animatableData = start + (1 - start).scaled(by: 0.25)
    #expect(wave.phase == 0.25)
    var pair = AnimatablePair(1.0, 2.0)
    pair.scale(by: 2)
    #expect(pair.first == 2 && pair.second == 4)
  }
}
