import Foundation

/// The detents a sheet was given, and the one it rests at.
final class SheetDetents {
  /// The view that gave them (the last to ask, when several do).
  var owner: ObjectIdentifier?
  var detents: Set<PresentationDetent> = []
  var selection: Binding<PresentationDetent>?
  /// The detent the user moved the sheet to, when no selection binding says.
  var chosen: PresentationDetent?
  var dragIndicator: Visibility?
  /// The detent the sheet was last laid out at.
  var laidOut: PresentationDetent?

  func clearDetents() {
    owner = nil
    detents = []
    selection = nil
    chosen = nil
  }

  /// The detent the sheet rests at: its selection's (when it is one of them), the one the
  /// user chose, else the smallest in a window `window` tall. Nil when it was given none:
  /// it fills the window.
  func resting(in window: CGFloat, environment: EnvironmentValues) -> PresentationDetent? {
    if let selected = selection?.wrappedValue, detents.contains(selected) { return selected }
    if let chosen, detents.contains(chosen) { return chosen }
    return ordered(in: window, environment: environment).first
  }

  /// Moves the sheet `step` detents up (down when negative): past the ends it wraps
  /// round when `wraps`, else stays. Whether it moved.
  func move(by step: Int, wraps: Bool, in window: CGFloat, environment: EnvironmentValues)
    -> Bool
  {
    let ordered = ordered(in: window, environment: environment)
    guard ordered.count > 1,
      let current = resting(in: window, environment: environment),
      let index = ordered.firstIndex(of: current)
    else { return false }
    var target = index + step
    if wraps {
      target = (target % ordered.count + ordered.count) % ordered.count
    } else {
      target = min(max(target, 0), ordered.count - 1)
    }
    guard target != index else { return false }
    chosen = ordered[target]
    selection?.wrappedValue = ordered[target]
    return true
  }

  /// The detents that apply in a window `window` tall (a custom one can leave itself
  /// out), from the lowest.
  private func ordered(in window: CGFloat, environment: EnvironmentValues)
    -> [PresentationDetent]
  {
    detents.compactMap { detent in
      detent.height(upTo: window, environment: environment).map { (detent, $0) }
    }
    .sorted { $0.1 < $1.1 }
    .map(\.0)
  }
}

extension ViewNode {
  /// For a sheet given detents, the detent it rests at; nil for one that fills the window
  /// and for any other node.
  package var sheetDetent: PresentationDetent? {
    locals[SheetDetents.self]?.resting(
      in: graph?.windowSize.height ?? 0, environment: environment)
  }

  /// Whether this sheet can be moved to another detent, or shows a drag indicator as
  /// `presentationDragIndicator(.visible)` asks.
  package var showsSheetDragIndicator: Bool {
    guard let sheet = locals[SheetDetents.self] else { return false }
    switch sheet.dragIndicator {
    case .visible: return true
    case .hidden: return false
    default: return sheet.detents.count > 1
    }
  }

  /// Measures this sheet again when it rests at another detent than it was laid out at.
  func layOutSheetAgainIfMoved() {
    guard let sheet = locals[SheetDetents.self] else { return }
    let now = sheetDetent
    guard now != sheet.laidOut else { return }
    sheet.laidOut = now
    markLayoutDirty()
  }

  /// The height of this sheet in a window `maxHeight` tall: its detent's, or the whole.
  func sheetHeight(upTo maxHeight: CGFloat) -> CGFloat {
    guard let detent = sheetDetent else { return maxHeight }
    return detent.height(upTo: maxHeight, environment: environment) ?? maxHeight
  }

  /// Moves this sheet to its next larger detent (from the largest, back to the smallest),
  /// as a drag on its indicator would; the selection it was given follows.
  @discardableResult
  package func selectNextSheetDetent() -> ActionOutcome {
    moveSheet(by: 1, wraps: true)
  }

  /// Moves this sheet `step` detents up (down when negative), stopping at the largest and
  /// the smallest; the selection it was given follows.
  @discardableResult
  package func moveSheet(by step: Int, wraps: Bool = false) -> ActionOutcome {
    guard let sheet = locals[SheetDetents.self], let window = graph?.windowSize.height,
      sheet.move(by: step, wraps: wraps, in: window, environment: environment)
    else { return .notApplicable }
    layOutSheetAgainIfMoved()
    invalidate()
    return .performed
  }
}
