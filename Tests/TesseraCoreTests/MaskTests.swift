import Foundation
import Tessera
import TesseraTesting
import Testing

/// `mask` shows a view only where the mask draws, as much as what it draws is opaque,
/// and never draws the mask itself.
@MainActor
@Suite struct MaskTests {
  /// The style key of each cell of each row, from the screen's snapshot ("." plain).
  private func styleRows(_ host: TestHost) -> [Int: [Character]] {
    let lines = ScreenSnapshot(of: host).text.split(separator: "\n").drop { $0 != "Styles" }
    var rows: [Int: [Character]] = [:]
    for line in lines.dropFirst() {
      guard let number = Int(line.prefix(3).trimmingCharacters(in: .whitespaces)) else { break }
      rows[number - 1] = Array(line.dropFirst(4))
    }
    return rows
  }

  @Test func aViewShowsOnlyWhereItsMaskDraws() {
    let view = Text("ABCDEFGH")
      .mask(alignment: .leading) { Rectangle().frame(width: 32) }
      .frame(width: 64, alignment: .leading)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view)
    #expect(host.screen.first == "ABCD", "\(host.screen)")
  }

  @Test func theMaskIsNotDrawnAndAnEmptyMaskHidesAll() {
    let masked = Color.green.frame(width: 80, height: 32).mask(Text("XYZ"))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(masked)
    #expect(!host.screen.joined().contains("XYZ"), "the mask's text is not drawn")
    #expect(!host.texts.contains("XYZ"), "nor found by a test, as it is not seen")
    let rows = styleRows(host)
    // Green only under the text, three cells in the middle of the ten-cell fill.
    let green = rows.values.flatMap { $0 }.filter { $0 != "." }.count
    #expect(green == 3, "\(ScreenSnapshot(of: host))")
    let hidden = TestHost(
      Text("Hidden").mask(EmptyView())
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(!hidden.screen.joined().contains("Hidden"), "\(hidden.screen)")
  }

  @Test func aGradientMaskFadesTheViewOut() {
    let view = Color.blue.frame(width: 80, height: 160)
      .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let host = TestHost(view)
    let rows = styleRows(host)
    let snapshot = ScreenSnapshot(of: host).text
    // Ten rows: solid at the top, gone at the bottom, faded between.
    #expect(rows[0]?.prefix(10).allSatisfy { $0 != "." } == true, "\(snapshot)")
    #expect(rows[9]?.prefix(10).allSatisfy { $0 == "." } ?? true, "\(snapshot)")
    #expect(rows[0]?.first != rows[5]?.first && rows[5]?.first != ".", "\(snapshot)")
  }

  @Test func aRoundMaskCutsTheCorners() {
    let view = Color.orange.frame(width: 160, height: 160).mask(Circle())
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let rows = styleRows(TestHost(view))
    #expect(rows[0]?.first == "." && rows[0]?[10] != ".", "corner out, top middle in")
    #expect(rows[5]?.first != ".", "the middle row reaches the side")
  }
}
