import Tessera
import Testing

@testable import TesseraTerminal

/// The shape statics, `strokeBorder`, hierarchical styles, materials, `AnyShapeStyle` and
/// `background()` as the terminal draws them.
@MainActor
@Suite struct ShapeStyleRenderingTests {
  private func host<V: View>(_ view: V) -> TerminalHost {
    let host = TerminalHost(rootView: view)
    host.write = { _ in }
    host.resize(to: (30, 8))
    return host
  }

  private func style(of text: String, in host: TerminalHost) throws -> CellStyle {
    let screen = try #require(host.front)
    let row = try #require(screen.lines.firstIndex { $0.contains(text) }, "\(screen.lines)")
    let line = screen.lines[row]
    let column = try #require(line.range(of: text)).lowerBound.utf16Offset(in: line)
    return screen[column, row].style
  }

  /// One expression choosing between styles of two types, as `AnyShapeStyle` allows.
  private static func chosen(_ isRed: Bool) -> AnyShapeStyle {
    isRed ? AnyShapeStyle(.red) : AnyShapeStyle(.tertiary)
  }

  @Test func stylesBeyondSecondaryAreFainterAndMaterialsAreBarColoured() throws {
    let palette = Palette.light
    let shown = host(
      VStack {
        Text("Second").foregroundStyle(.secondary)
        Text("Third").foregroundStyle(.tertiary)
        Text("Fourth").foregroundStyle(.quaternary)
        Text("Frosted").padding(4).background(.ultraThickMaterial)
        Text("Erased").foregroundStyle(Self.chosen(true))
        Text("Tinted").foregroundStyle(.tint)
      })
    let second = try #require(try style(of: "Second", in: shown).foreground)
    let third = try #require(try style(of: "Third", in: shown).foreground)
    let fourth = try #require(try style(of: "Fourth", in: shown).foreground)
    #expect(second == palette.secondary)
    #expect(third != second && fourth != third, "each level fainter")
    #expect(Int(fourth.red) > Int(third.red) && Int(third.red) > Int(second.red), "towards white")
    #expect(try style(of: "Frosted", in: shown).background == palette.barBackground)
    #expect(try style(of: "Erased", in: shown).foreground == palette.rgb(.red))
    #expect(try style(of: "Tinted", in: shown).foreground == palette.accent)
  }

  @Test func theShapeStaticsAndStrokeBorderDrawTheirShapes() throws {
    let shown = host(
      VStack(spacing: 0) {
        Text("Clipped").padding(2).background(.blue, in: .capsule).clipShape(.rect(cornerRadius: 4))
        Circle().strokeBorder(.red, lineWidth: 2).frame(width: 48, height: 32)
        Rectangle().inset(by: 2).fill(.green).frame(width: 16, height: 16)
      })
    let lines = try #require(shown.front).lines
    #expect(try style(of: "Clipped", in: shown).background == Palette.light.rgb(.blue))
    #expect(lines.contains { $0.contains("╭") }, "a rounded box for the circle's border: \(lines)")
  }
}
