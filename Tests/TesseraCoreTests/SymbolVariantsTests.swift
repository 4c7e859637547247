import Testing

@testable import TesseraCore

/// A symbol variant adds the parts a symbol's name lacks, in the order SF Symbols names
/// have them, and never mistakes the symbol itself for a variant.
@Suite struct SymbolVariantsTests {
  @Test func variantsAddTheirPartsInOrder() {
    #expect(SymbolVariants.fill.symbolName("bell") == "bell.fill")
    #expect(SymbolVariants.slash.symbolName("bell.fill") == "bell.slash.fill")
    #expect(SymbolVariants.circle.symbolName("person.fill") == "person.circle.fill")
    #expect(SymbolVariants.fill.symbolName("checkmark.circle") == "checkmark.circle.fill")
    #expect(SymbolVariants.none.symbolName("star.fill") == "star.fill")
  }

  /// `rectangle.stack` is a stack of rectangles, not a stack in a rectangle: filled, it
  /// stays `rectangle.stack.fill` (it was `stack.rectangle.fill`, a symbol that does not
  /// exist, drawn as a missing image in GTK's tab bar).
  @Test func aSymbolNamedAfterAShapeKeepsItsName() {
    #expect(SymbolVariants.fill.symbolName("rectangle.stack") == "rectangle.stack.fill")
    #expect(SymbolVariants.fill.symbolName("square.and.arrow.up") == "square.and.arrow.up.fill")
    #expect(SymbolVariants.fill.symbolName("circle") == "circle.fill")
    #expect(SymbolVariants.circle.symbolName("square") == "square.circle")
  }
}
