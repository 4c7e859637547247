import Foundation

/// Gives the sheet a view is in the heights it can rest at (`presentationDetents`), or
/// says whether it shows a drag indicator (`presentationDragIndicator`).
///
/// The view registers with its presentation's node while it is in the tree; layout reads
/// the sheet's height from there.
struct SheetDetentsModifier: PrimitiveModifier {
  typealias Body = Never
  /// The detents asked for, or nil when this modifier only sets the indicator.
  let detents: Set<PresentationDetent>?
  let selection: Binding<PresentationDetent>?
  let dragIndicator: Visibility?

  func didMount(_ node: ViewNode) { register(node) }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) { register(node) }

  func willUnmount(_ node: ViewNode) {
    guard let presentation = node.enclosingPresentation,
      let sheet = presentation.locals[SheetDetents.self]
    else { return }
    if detents != nil, sheet.owner == ObjectIdentifier(node) { sheet.clearDetents() }
    if dragIndicator != nil { sheet.dragIndicator = nil }
    presentation.layOutSheetAgainIfMoved()
  }

  private func register(_ node: ViewNode) {
    guard let presentation = node.enclosingPresentation,
      presentation.view(as: (any PresentationElement).self)?.presentationKind == .sheet
    else { return }
    let sheet = presentation.locals.value { SheetDetents() }
    if let detents {
      sheet.owner = ObjectIdentifier(node)
      sheet.detents = detents
      sheet.selection = selection
    }
    if let dragIndicator { sheet.dragIndicator = dragIndicator }
    // (The selection binding reads its new value already: the detent laid out last is
    // what tells whether the sheet moved.)
    presentation.layOutSheetAgainIfMoved()
  }
}
