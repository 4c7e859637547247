import Foundation

/// What the user did to one element of a frame, as a backend whose own widgets take input
/// (GTK's buttons, switches and entries) reports it to the host loop
/// (``HostLoop/perform(_:)``). The element is named by its ``RenderID``; the loop finds
/// the view it stands for and acts on it as the same input would in any backend.
package enum ElementEvent: Equatable, Sendable {
  /// A click on a button, a link, a tab or a list row (a row of a list with a selection
  /// is selected).
  case click(RenderID)
  /// A button held down (true) or let go, before and after its click.
  case press(RenderID, isDown: Bool)
  /// A toggle set on or off.
  case toggle(RenderID, isOn: Bool)
  /// A text field's or editor's text edited to this.
  case editText(RenderID, String)
  /// Return in a text field.
  case submit(RenderID)
  /// The picker's option at this position chosen.
  case choose(RenderID, option: Int)
  /// A stepper stepped up (1) or down (-1).
  case step(RenderID, by: Int)
  /// A slider moved to this value.
  case slide(RenderID, to: Double)
  /// A date picker set to this date.
  case setDate(RenderID, Date)
  /// A colour picker's chooser set to this colour.
  case chooseColor(RenderID, Color)
  /// A scroll view scrolled by this distance, in points (positive: towards the end).
  case scroll(RenderID, by: CGSize)
  /// A presentation's window closed, as Esc would close it.
  case dismiss(RenderID)
}

extension HostLoop {
  /// Acts on the view that the element of `event` stands for, as the same input would in
  /// any backend; the frame that shows the result follows on the next turn. An element
  /// that is gone, or an event that repeats the state the view already has (a widget
  /// echoing the model's own change), does nothing.
  @discardableResult
  package func perform(_ event: ElementEvent) -> ActionOutcome {
    let outcome = apply(event)
    if outcome == .performed { scheduleRefresh() }
    return outcome
  }

  private func apply(_ event: ElementEvent) -> ActionOutcome {
    switch event {
    case .click(let id):
      guard let node = renderTreeBuilder.node(for: id) else { return .notApplicable }
      // A row of a list with a selection is selected; anything else is clicked (counted,
      // so that a double-tap gesture runs on the second click).
      let selection = node.performRowSelection()
      return selection == .notApplicable ? node.performClick() : selection
    case .press(let id, let isDown):
      return renderTreeBuilder.node(for: id)?.performPress(isDown) ?? .notApplicable
    case .toggle(let id, let isOn):
      guard let node = renderTreeBuilder.node(for: id), let control = node.toggleControl,
        control.isOnBinding.wrappedValue != isOn
      else { return .notApplicable }
      return node.performToggle()
    case .editText(let id, let text):
      guard let node = renderTreeBuilder.node(for: id), let edited = node.editedText,
        edited.wrappedValue != text
      else { return .notApplicable }
      return node.performTextChange(text)
    case .submit(let id):
      return renderTreeBuilder.node(for: id)?.performSubmit() ?? .notApplicable
    case .choose(let id, let option):
      guard let node = renderTreeBuilder.node(for: id),
        let picker = node.view(as: (any SelectionControl).self)
      else { return .notApplicable }
      let options = node.selectionOptions()
      guard options.indices.contains(option), options[option].tag != picker.selectedTag else {
        return .notApplicable
      }
      return node.performSelection(options[option].tag)
    case .step(let id, let direction):
      return renderTreeBuilder.node(for: id)?.performStep(by: direction) ?? .notApplicable
    case .slide(let id, let value):
      guard let node = renderTreeBuilder.node(for: id),
        let control = node.view(as: (any AdjustableControl).self),
        control.adjustment.value != value
      else { return .notApplicable }
      node.performEditingChange(true)
      let outcome = node.performValueChange(value)
      node.performEditingChange(false)
      return outcome
    case .setDate(let id, let date):
      return renderTreeBuilder.node(for: id)?.performDateChange(date) ?? .notApplicable
    case .chooseColor(let id, let color):
      return renderTreeBuilder.node(for: id)?.performColorChoice(color) ?? .notApplicable
    case .scroll(let id, let distance):
      guard let node = renderTreeBuilder.node(for: id) else { return .notApplicable }
      return node.performScroll(by: distance)
    case .dismiss(let id):
      return renderTreeBuilder.node(for: id)?.cancelPresentation() ?? .notApplicable
    }
  }
}
