import Tessera

/// A custom terminal widget, the terminal's counterpart of a UIViewRepresentable: a
/// level meter that draws itself cell by cell and takes ← and → while focused.
struct LevelMeter: TerminalViewRepresentable {
  @Binding var level: Int

  final class Coordinator {
    var level: Binding<Int>
    init(level: Binding<Int>) { self.level = level }
  }

  func makeCoordinator() -> Coordinator { Coordinator(level: $level) }

  func makeTerminalView(context: Context) -> MeterWidget {
    let widget = MeterWidget()
    let coordinator = context.coordinator
    widget.onChange = { coordinator.level.wrappedValue = $0 }
    return widget
  }

  func updateTerminalView(_ view: MeterWidget, context: Context) {
    context.coordinator.level = $level
    view.level = level
  }

  func sizeThatFits(_ proposal: ProposedViewSize, terminalView: MeterWidget, context: Context)
    -> CGSize?
  {
    CGSize(width: 12 * 8, height: 16)
  }
}

/// Draws `level` of ten cells filled.
@MainActor
final class MeterWidget: TerminalWidget {
  var level = 0
  var onChange: (Int) -> Void = { _ in }
  var isFocusable: Bool { true }

  func draw(in canvas: inout TerminalCanvas) {
    canvas.write("[", column: 0, row: 0)
    canvas.write(String(repeating: "■", count: level), column: 1, row: 0, color: (0, 160, 90))
    canvas.write(String(repeating: "·", count: 10 - level), column: 1 + level, row: 0)
    canvas.write("]", column: 11, row: 0)
  }

  func handle(_ key: TerminalKey) -> Bool {
    switch key {
    case .right: onChange(min(level + 1, 10))
    case .left: onChange(max(level - 1, 0))
    default: return false
    }
    return true
  }

  /// A click or a drag sets the level to the cell under the mouse; the wheel steps it.
  func handleMouse(_ event: TerminalMouseEvent) -> Bool {
    switch event.kind {
    case .press, .drag: onChange(min(max(event.column, 0), 10))
    case .scrollUp: onChange(min(level + 1, 10))
    case .scrollDown: onChange(max(level - 1, 0))
    case .release: break
    }
    return true
  }
}
