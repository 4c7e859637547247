import Tessera
import Testing

@testable import TesseraTerminal

/// A level meter: draws `level` filled cells of 10, and Left/Right change the level
/// through its coordinator.
@MainActor
private final class MeterWidget: TerminalWidget {
  var level = 0
  var onChange: (Int) -> Void = { _ in }
  var isFocusable: Bool { true }

  func draw(in canvas: inout TerminalCanvas) {
    canvas.write(String(repeating: "■", count: level), column: 0, row: 0)
    canvas.write(String(repeating: "·", count: max(10 - level, 0)), column: level, row: 0)
  }

  func handle(_ key: TerminalKey) -> Bool {
    switch key {
    case .right: onChange(min(level + 1, 10))
    case .left: onChange(max(level - 1, 0))
    default: return false
    }
    return true
  }

  /// A click or drag sets the level to the cell under the mouse; the wheel steps it.
  var mouseEvents: [TerminalMouseEvent] = []
  func handleMouse(_ event: TerminalMouseEvent) -> Bool {
    mouseEvents.append(event)
    switch event.kind {
    case .press, .drag: onChange(min(max(event.column + 1, 0), 10))
    case .scrollUp: onChange(min(level + 1, 10))
    case .scrollDown: onChange(max(level - 1, 0))
    case .release: break
    }
    return true
  }
}

@MainActor
private final class MeterLog {
  var made = 0
  var widget: MeterWidget?
  var updates = 0
}

private struct Meter: TerminalViewRepresentable {
  @Binding var level: Int
  let log: MeterLog

  final class Coordinator {
    var level: Binding<Int>
    init(level: Binding<Int>) { self.level = level }
  }

  func makeCoordinator() -> Coordinator { Coordinator(level: $level) }

  func makeTerminalView(context: Context) -> MeterWidget {
    log.made += 1
    log.widget = nil
    let widget = MeterWidget()
    log.widget = widget
    let coordinator = context.coordinator
    widget.onChange = { coordinator.level.wrappedValue = $0 }
    return widget
  }

  func updateTerminalView(_ view: MeterWidget, context: Context) {
    log.updates += 1
    context.coordinator.level = $level
    view.level = level
  }

  static func dismantleTerminalView(_ view: MeterWidget, coordinator: Coordinator) {
    view.onChange = { _ in }
    dismantleCount += 1
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize, terminalView: MeterWidget, context: Context
  ) -> CGSize? {
    CGSize(width: 80, height: 16)
  }

  @MainActor static var dismantleCount = 0
}

private struct MeterScreen: View {
  let log: MeterLog
  @State var level = 3
  @State var shown = true
  var body: some View {
    VStack {
      if shown { Meter(level: $level, log: log) }
      Text("Level \(level)")
      Button("Remove") { shown = false }
    }
  }
}

@MainActor
@Suite(.serialized) struct RepresentableTests {
  @Test func widgetIsMadeOnceDrawnUpdatedFocusedAndDismantled() throws {
    let log = MeterLog()
    let host = TerminalHost(rootView: MeterScreen(log: log))
    host.write = { _ in }
    host.resize(to: (30, 6))
    #expect(log.made == 1)
    #expect(try #require(host.front).lines.contains { $0.contains("■■■·······") })

    host.handle(.key(.tab))  // the meter takes focus
    host.handle(.key(.right))
    host.handle(.key(.right))
    let lines = try #require(host.front).lines
    #expect(lines.contains { $0.contains("Level 5") }, "the key went through the coordinator")
    #expect(lines.contains { $0.contains("■■■■■·····") }, "the update reached the widget")
    #expect(log.made == 1, "made once per identity")
    #expect(log.updates >= 3)

    let before = Meter.dismantleCount
    host.handle(.key(.tab))
    host.handle(.key(.enter))  // Remove
    #expect(Meter.dismantleCount == before + 1)
    #expect(!(try #require(host.front).lines.contains { $0.contains("■") }))
  }

  @Test func theWidgetGetsClicksDragsAndTheWheelInItsOwnCells() throws {
    let log = MeterLog()
    let host = TerminalHost(rootView: MeterScreen(log: log))
    host.write = { _ in }
    host.resize(to: (30, 6))
    let lines = try #require(host.front).lines
    let row = try #require(lines.firstIndex { $0.contains("■■■·······") })
    let start = try #require(lines[row].firstIndex(of: "■")).utf16Offset(in: lines[row])
    host.handle(.mouse(.press(button: 0), column: start + 6, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Level 7") })
    host.handle(.mouse(.drag(button: 0), column: start + 1, row: row))
    host.handle(.mouse(.release, column: start + 1, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Level 2") })
    host.handle(.mouse(.wheelUp, column: start, row: row))
    #expect(try #require(host.front).lines.contains { $0.contains("Level 3") })
    let kinds = log.widget?.mouseEvents.map(\.kind)
    #expect(kinds == [.press, .drag, .release, .scrollUp])
    #expect(log.widget?.mouseEvents.first?.column == 6, "in the widget's own cells")
    #expect(log.widget?.mouseEvents.first?.row == 0)
    // The meter took the focus: keys go to it now.
    host.handle(.key(.right))
    #expect(try #require(host.front).lines.contains { $0.contains("Level 4") })
  }
}
