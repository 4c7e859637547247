import Foundation
import Tessera
import Testing

@testable import TesseraTerminal

/// A canvas's clips, layers, filters and resolved texts, as the terminal draws them: a
/// 160 × 64 point canvas is 20 columns by 4 rows.
@MainActor
@Suite struct CanvasClipAndFilterTests {
  private static let pure = Color(red: 1, green: 0, blue: 0)
  private static let red = CellStyle.RGB(255, 0, 0)

  /// A canvas `draw` draws into, at the top leading corner of a 40 × 8 terminal.
  private func drawn(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) throws
    -> ScreenBuffer
  {
    let host = TerminalHost.drawn(
      Canvas(renderer: draw).frame(width: 160, height: 64)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      columns: 40, rows: 8)
    return try #require(host.front)
  }

  /// The columns of `row` whose cell is filled with `color`.
  private func columns(of color: CellStyle.RGB, in screen: ScreenBuffer, row: Int) -> [Int] {
    (0..<20).filter { screen[$0, row].style.background == color }
  }

  @Test func aClipKeepsTheFillInsideItsShape() throws {
    let screen = try drawn { context, size in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 80, height: size.height)))
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pure))
    }
    #expect(columns(of: Self.red, in: screen, row: 1) == Array(0..<10), "\(screen.lines)")
  }

  @Test func anInverseClipKeepsTheFillOutsideIt() throws {
    let screen = try drawn { context, size in
      context.clip(
        to: Path(CGRect(x: 0, y: 0, width: 80, height: size.height)), options: .inverse)
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.pure))
    }
    #expect(columns(of: Self.red, in: screen, row: 2) == Array(10..<20), "\(screen.lines)")
  }

  @Test func aLayersClipEndsWithTheLayer() throws {
    let screen = try drawn { context, size in
      context.drawLayer { layer in
        layer.clip(to: Path(CGRect(x: 0, y: 0, width: 40, height: size.height)))
        layer.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 16)), with: .color(Self.pure))
      }
      context.fill(
        Path(CGRect(x: 0, y: 48, width: size.width, height: 16)), with: .color(Self.pure))
    }
    #expect(columns(of: Self.red, in: screen, row: 0) == Array(0..<5), "\(screen.lines)")
    #expect(columns(of: Self.red, in: screen, row: 3) == Array(0..<20), "\(screen.lines)")
  }

  @Test func aClippedTextShowsOnlyItsLettersInside() throws {
    let screen = try drawn { context, _ in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 24, height: 16)))
      context.draw(Text("Clipped"), at: .zero, anchor: .topLeading)
    }
    #expect(screen.lines[0] == "Cli", "\(screen.lines)")
  }

  @Test func aColourFilterChangesWhatIsDrawnAfterIt() throws {
    let screen = try drawn { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 16)), with: .color(Self.pure))
      context.addFilter(.grayscale(1))
      context.fill(Path(CGRect(x: 80, y: 0, width: 80, height: 16)), with: .color(Self.pure))
    }
    #expect(screen[0, 0].style.background == Self.red)
    let grey = try #require(screen[15, 0].style.background)
    #expect(grey.red == grey.green && grey.green == grey.blue, "\(grey)")
  }

  @Test func aShadowIsDrawnUnderWhatCastsIt() throws {
    let screen = try drawn { context, _ in
      context.addFilter(.shadow(color: Self.pure, radius: 2, x: 16, y: 16))
      context.draw(Text("A"), at: CGPoint(x: 8, y: 0), anchor: .topLeading)
    }
    #expect(
      screen[1, 0].grapheme == "A" && screen[1, 0].style.foreground != Self.red,
      "\(screen.lines)")
    #expect(screen[3, 1].grapheme == "A" && screen[3, 1].style.foreground == Self.red)
  }

  @Test func aResolvedTextIsMeasuredAsTheTerminalSetsIt() throws {
    var measured = CGSize.zero
    var bounds = CGRect.zero
    let screen = try drawn { context, size in
      let text = context.resolve(Text("Hello"))
      measured = text.measure(in: size)
      context.draw(text, in: CGRect(x: size.width - measured.width, y: 16, width: 80, height: 16))
      context.clip(to: Path(CGRect(x: 16, y: 0, width: 200, height: 48)))
      context.translateBy(x: 16, y: 0)
      bounds = context.clipBoundingRect
    }
    #expect(measured == CGSize(width: 40, height: 16))
    #expect(screen.lines[1].hasPrefix(String(repeating: " ", count: 15) + "Hello"))
    #expect(bounds == CGRect(x: 0, y: 0, width: 144, height: 48), "the canvas, clipped, moved")
  }

  @Test func theCanvasReadsItsEnvironment() throws {
    let host = TerminalHost.drawn(
      Canvas { context, _ in
        let scheme = context.environment.colorScheme == .dark ? "dark" : "light"
        context.draw(Text(scheme), at: .zero, anchor: .topLeading)
      }
      .frame(width: 160, height: 64)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(\.colorScheme, .dark),
      columns: 40, rows: 8)
    #expect(try #require(host.front).lines[0].hasPrefix("dark"))
  }
}
