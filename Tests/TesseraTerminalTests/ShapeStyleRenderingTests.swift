import Tessera
import Testing

@testable import TesseraTerminal

/// The shape statics, `strokeBorder`, hierarchical styles, materials, `AnyShapeStyle` and
/// `background()` as the terminal draws them.
@MainActor
@Suite struct ShapeStyleRenderingTests {
  /// One expression choosing between styles of two types, as `AnyShapeStyle` allows.
  private static func chosen(_ isRed: Bool) -> AnyShapeStyle {
    isRed ? AnyShapeStyle(.red) : AnyShapeStyle(.tertiary)
  }

  @Test func stylesBeyondSecondaryAreFainterAndMaterialsAreBarColoured() throws {
    let palette = Palette.light
    let shown = TerminalHost.drawn(
      VStack {
        Text("Second").foregroundStyle(.secondary)
        Text("Third").foregroundStyle(.tertiary)
        Text("Fourth").foregroundStyle(.quaternary)
        Text("Frosted").padding(4).background(.ultraThickMaterial)
        Text("Erased").foregroundStyle(Self.chosen(true))
        Text("Tinted").foregroundStyle(.tint)
      })
    let second = try #require(try shown.style(of: "Second").foreground)
    let third = try #require(try shown.style(of: "Third").foreground)
    let fourth = try #require(try shown.style(of: "Fourth").foreground)
    #expect(second == palette.secondary)
    #expect(third != second && fourth != third, "each level fainter")
    #expect(Int(fourth.red) > Int(third.red) && Int(third.red) > Int(second.red), "towards white")
    #expect(try shown.style(of: "Frosted").background == palette.barBackground)
    #expect(try shown.style(of: "Erased").foreground == palette.rgb(.red))
    #expect(try shown.style(of: "Tinted").foreground == palette.accent)
  }

  @Test func theShapeStaticsAndStrokeBorderDrawTheirShapes() throws {
    let shown = TerminalHost.drawn(
      VStack(spacing: 0) {
        Text("Clipped").padding(2).background(.blue, in: .capsule).clipShape(.rect(cornerRadius: 4))
        Circle().strokeBorder(.red, lineWidth: 2).frame(width: 48, height: 32)
        Rectangle().inset(by: 2).fill(.green).frame(width: 16, height: 16)
      })
    let lines = try #require(shown.front).lines
    #expect(try shown.style(of: "Clipped").background == Palette.light.rgb(.blue))
    #expect(lines.contains { $0.contains("╭") }, "a rounded box for the circle's border: \(lines)")
  }
}
