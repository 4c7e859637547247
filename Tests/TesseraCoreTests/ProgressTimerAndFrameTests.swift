import Foundation
import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct ProgressTimerAndFrameTests {
  @Test func aTimerProgressViewRunsDownWithTheClock() throws {
    let now = Date()
    let host = TestHost(
      ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(90)))
    let screen = host.screen
    let bar = try #require(screen.first { $0.contains("░") })
    let filled = bar.filter { $0 == "█" }.count
    let empty = bar.filter { $0 == "░" }.count
    // A quarter of the time has gone: three quarters of the bar are left.
    #expect(abs(Double(filled) / Double(filled + empty) - 0.75) < 0.05, "\(bar)")
    let barRow = try #require(screen.firstIndex(of: bar))
    let time = try #require(screen.firstIndex { $0.contains("1:30") || $0.contains("1:29") })
    #expect(time == barRow + 1, "the time left is under the bar: \(screen)")
  }

  @Test func aCountUpTimerFillsAndShowsTheTimeGone() throws {
    let now = Date()
    let host = TestHost(
      ProgressView(
        timerInterval: now.addingTimeInterval(-90)...now.addingTimeInterval(30), countsDown: false
      ) {
        Text("Baking")
      })
    let screen = host.screen
    let bar = try #require(screen.first { $0.contains("█") })
    #expect(bar.filter { $0 == "█" }.count > bar.filter { $0 == "░" }.count, "\(bar)")
    #expect(host.contains(text: "Baking"))
    #expect(screen.contains { $0.contains("1:30") || $0.contains("1:31") }, "\(screen)")
  }

  @Test func aTimerTextCountsDownToItsEnd() {
    let start = Date(timeIntervalSince1970: 1_000)
    let range = start...start.addingTimeInterval(3_725)
    let host = TestHost(
      VStack {
        Text(timerInterval: range, pauseTime: start.addingTimeInterval(5))
        Text(timerInterval: range, pauseTime: start.addingTimeInterval(65), countsDown: false)
        Text(timerInterval: range, pauseTime: start.addingTimeInterval(9_999))
      })
    #expect(host.contains(text: "1:02:00"))
    #expect(host.contains(text: "1:05"))
    #expect(host.contains(text: "0:00"))
  }

  @Test func aCurrentValueLabelGoesUnderTheBar() throws {
    let host = TestHost(
      ProgressView(value: 0.4) {
        Text("Upload")
      } currentValueLabel: {
        Text("40 of 100 files")
      })
    let screen = host.screen
    let label = try #require(screen.firstIndex { $0.contains("Upload") })
    let bar = try #require(screen.firstIndex { $0.contains("░") })
    let value = try #require(screen.firstIndex { $0.contains("40 of 100 files") })
    #expect(label < bar && bar < value, "\(screen)")
  }

  struct Cards: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 8) {
          ForEach(1...5, id: \.self) { number in
            Text("Card \(number)")
              .containerRelativeFrame(.horizontal, count: 3, spacing: 8)
          }
        }
      }
      .contentMargins(.horizontal, 16, for: .scrollContent)
    }
  }

  @Test func cardsShareTheScrollViewsWidthLessItsMargins() throws {
    let host = TestHost(Cards())
    #expect(host.contains(text: "Card 1"))
    // 640 wide less 16 margins each side is 608; less two gaps of 8, a third each.
    let frame = try #require(
      host.findAll { $0.description.hasPrefix("containerRelativeFrame") }
        .first?.frame)
    #expect(abs(frame.width - 592 / 3) < 0.01, "\(frame)")
    #expect(frame.minX == 16, "the first card starts inside the margin: \(frame)")
    let second = try #require(
      host.findAll { $0.description.hasPrefix("containerRelativeFrame") }
        .dropFirst().first?.frame)
    #expect(second.minX == frame.maxX + 8)
  }

  @Test func outsideAScrollViewTheWindowIsTheContainer() throws {
    let host = TestHost(
      VStack {
        Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
          axis == .horizontal ? length / 2 : length / 4
        }
      })
    let frame = try #require(
      host.findAll { $0.description.hasPrefix("containerRelativeFrame") }
        .first?.frame)
    #expect(frame.size == CGSize(width: 320, height: 96), "\(frame)")
  }
}
