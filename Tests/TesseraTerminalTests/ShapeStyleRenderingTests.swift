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

extension ShapeStyleRenderingTests {
  @Test func aLargeCircleAndCapsuleAreRoundInHalfBlocksAndASmallOneIsABlock() throws {
    let host = TerminalHost(
      rootView: VStack(alignment: .leading, spacing: 0) {
        Circle().fill(.green).frame(width: 96, height: 96)
        Capsule().fill(.blue).frame(width: 160, height: 64)
        Circle().fill(.red).frame(width: 16, height: 16)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    host.write = { _ in }
    host.resize(to: (40, 20))
    let screen = try #require(host.front)
    func isFilled(_ column: Int, _ row: Int) -> Bool {
      screen[column, row].style.background != nil || screen[column, row].grapheme != " "
    }
    // The circle: 12 × 6 cells; its corners are empty, its middle full.
    #expect(!isFilled(0, 0) && !isFilled(11, 0) && !isFilled(0, 5), "corners outside")
    #expect(screen[6, 3].style.background == Palette.light.rgb(.green), "the middle")
    let edges = (0..<6).flatMap { row in (0..<12).map { screen[$0, row].grapheme } }
    #expect(edges.contains("▀") || edges.contains("▄"), "the curve in half blocks")
    // The capsule, 20 × 4 cells below it: round ends, a full middle.
    #expect(!isFilled(0, 6) && screen[10, 7].style.background != nil)
    // One row high, a circle is a block: a dot.
    #expect(screen[0, 10].style.background == Palette.light.rgb(.red))
  }

  @Test func aBackgroundClippedToACircleIsRound() throws {
    // A timer's round Start button: `.background(.green).clipShape(Circle())`.
    let host = TerminalHost(
      rootView: Button {
      } label: {
        Text("Start").frame(width: 96, height: 96).background(Color.green)
          .clipShape(Circle())
      }
      .buttonStyle(.plain)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    host.write = { _ in }
    host.resize(to: (40, 20))
    let screen = try #require(host.front)
    let green = Palette.light.rgb(.green)
    #expect(screen[0, 0].style.background != green, "a corner is outside the circle")
    #expect(screen[11, 5].style.background != green, "so is the opposite one")
    #expect(screen[1, 3].style.background == green, "the middle rows reach its sides")
    let line = screen.lines[3]
    #expect(line.contains("Start"), "the label is still drawn: \(screen.lines)")
  }

  @Test func aShaderFillDrawsNothing() throws {
    // Linux has no Metal: a shape filled with a shader shows what is behind it.
    let host = TerminalHost(
      rootView: Rectangle().fill(ShaderLibrary.default.noise(.float(1)))
        .frame(width: 80, height: 48))
    host.write = { _ in }
    host.resize(to: (20, 6))
    let screen = try #require(host.front)
    let painted = (0..<6).flatMap { row in (0..<20).map { screen[$0, row] } }
      .filter { $0.style.background != nil || $0.grapheme != " " }
    #expect(painted.isEmpty, "\(painted.count) cells painted")
  }
}

extension ShapeStyleRenderingTests {
  @Test func anOpaqueColourHidesTheTextBehindButColoursALine() throws {
    let shown = TerminalHost.drawn(
      VStack(spacing: 0) {
        ZStack {
          Text("Behind the card")
          Color.orange.frame(width: 40, height: 16)
        }
        Divider().overlay(Color.red).frame(width: 80)
      })
    let lines = try #require(shown.front).lines
    #expect(!lines.contains { $0.contains("Behind") }, "covered: \(lines)")
    let rule = try #require(lines.first { $0.contains("──") }, "the divider stays: \(lines)")
    let ruleRow = try #require(lines.firstIndex(of: rule))
    let column = try #require(rule.firstIndex(of: "─")).utf16Offset(in: rule)
    #expect(try #require(shown.front)[column, ruleRow].style.foreground == Palette.light.rgb(.red))
  }
}

extension ShapeStyleRenderingTests {
  @Test func aStylesOpacityFadesItsColour() throws {
    let shown = TerminalHost.drawn(
      VStack {
        Text("Solid").padding(4).background(Color.blue)
        Text("Faded").padding(4).background(Color.blue.gradient.opacity(0.3))
      })
    let solid = try #require(try shown.style(of: "Solid").background)
    let faded = try #require(try shown.style(of: "Faded").background)
    #expect(solid != faded)
    // Towards the light palette's white background.
    #expect(Int(faded.red) > Int(solid.red) && Int(faded.green) > Int(solid.green))
  }
}

extension ShapeStyleRenderingTests {
  /// A badge whose background is the container's shape: a circle where the container
  /// says so, else the rectangle it is given.
  private struct Badge: View {
    let round: Bool
    var body: some View {
      let badge = ZStack {
        ContainerRelativeShape().fill(Color.blue)
      }
      .frame(width: 160, height: 96)
      if round { badge.containerShape(.circle) } else { badge }
    }
  }

  @Test func aContainerRelativeShapeTakesTheContainersShape() throws {
    let blue = Palette.light.rgb(.blue)
    func corner(round: Bool) throws -> CellStyle.RGB? {
      let shown = TerminalHost.drawn(Badge(round: round), columns: 40, rows: 12)
      let screen = try #require(shown.front)
      // The badge is 20 × 6 cells, centred: its top-leading corner cell.
      let column = (40 - 20) / 2
      let row = (12 - 6) / 2
      return screen[column, row].style.background
    }
    #expect(try corner(round: false) == blue, "a rectangle fills its corner")
    #expect(try corner(round: true) != blue, "a circle leaves its corner empty")
  }
}
