import Foundation
import TesseraCore

/// The terminal's accessible mode (`TESSERA_ACCESSIBLE=1` or `--accessible`): instead of
/// drawing the screen, the app is told as plain lines, which a screen reader reading the
/// terminal (or a braille display) follows line by line.
///
/// - When a screen appears (the first frame, a new navigation title, a presentation
///   opening or closing, a `ScreenChanged` notification, Ctrl-L), its title and then
///   every text and control on it, in reading order.
/// - When the focus moves, or the focused control's value changes, that control:
///   label, role, value, and "dimmed" when disabled (`Dark mode, switch, on`).
/// - Announcements the app posts (`AccessibilityNotification.Announcement`).
///
/// Each element is read from its ``RenderAccessibility`` and content, as GTK's
/// accessibility tree is: the two backends say the same.
package struct SpokenTranscript {
  /// What the last screen read was: its title and presentations.
  private var screen: Screen?
  /// What was last said for the focused control.
  private var focusLine: String?
  /// Whether the next frame reads the whole screen again.
  private var rereads = true
  /// The title of a screen with no navigation title: the app's name.
  private let appName: String

  /// A transcript of the app named `appName`.
  package init(appName: String) { self.appName = appName }

  /// The screen a frame shows, as far as reading it again depends on it.
  private struct Screen: Equatable {
    var title: String?
    var selectedTab: String?
    var presentations: [PresentationKind]
  }

  /// Reads the whole screen again with the next frame.
  package mutating func readScreenAgain() { rereads = true }

  /// The lines to print for a frame showing `tree` with `focused` focused.
  package mutating func lines(for tree: RenderTree, focused: RenderID?) -> [String] {
    var lines: [String] = []
    let presentations = Self.presentations(in: tree.elements)
    let shown = Screen(
      title: Self.title(in: tree.elements), selectedTab: Self.selectedTab(in: tree.elements),
      presentations: presentations.map(\.kind))
    if rereads || shown != screen {
      rereads = false
      screen = shown
      focusLine = nil
      lines.append("Screen: " + (shown.title ?? appName))
      if let kind = shown.presentations.last { lines.append(Self.name(of: kind)) }
      let top = presentations.last?.element.children ?? tree.elements
      var reading: [(line: String, frame: CGRect)] = []
      for element in top { Self.read(element, into: &reading) }
      // In reading order: top to bottom, then leading to trailing (a tab bar is drawn
      // before the page above it).
      let ordered = reading.enumerated().sorted { a, b in
        let (first, second) = (a.element.frame, b.element.frame)
        if abs(first.minY - second.minY) > 0.5 { return first.minY < second.minY }
        if abs(first.minX - second.minX) > 0.5 { return first.minX < second.minX }
        return a.offset < b.offset
      }
      lines += ordered.map { "  " + $0.element.line }
    }
    // A focused view nothing names is still a stop: say so, or the Tab would go unheard.
    let focusedLine = focused.flatMap(tree.element).map { Self.description(of: $0) ?? "unlabeled" }
    if let focusedLine, focusedLine != focusLine { lines.append("Focus: " + focusedLine) }
    focusLine = focusedLine
    return lines
  }

  /// What is said for an announcement.
  package static func line(for event: AccessibilityEvents.Event) -> String? {
    if case .announcement(let text) = event { return "Announcement: " + text }
    return nil
  }

  // MARK: Reading elements

  /// Appends what is said for `element` and, unless a presentation or a control that
  /// reads them as its label, the elements inside it.
  private static func read(
    _ element: RenderElement, into lines: inout [(line: String, frame: CGRect)]
  ) {
    if case .presentation = element.content { return }
    if let line = description(of: element) { lines.append((line, element.frame)) }
    for child in element.children { read(child, into: &lines) }
  }

  /// What is said for `element`: its label, its role, its value and whether it is
  /// dimmed, or nil for one that says nothing (a fill, a container, a hidden view).
  static func description(of element: RenderElement) -> String? {
    let accessibility = element.accessibility
    guard !accessibility.isHidden else { return nil }
    var label = accessibility.label
    var role: String?
    var value: String?
    switch element.content {
    case .text(let text):
      label =
        label
        ?? text.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
    case .image:
      role = "image"
    case .button(let button):
      role = button.isSelectedTab == nil ? "button" : "tab"
      if button.isSelectedTab == true { value = "selected" }
    case .toggle(let toggle):
      switch toggle.appearance {
      case .switch: role = "switch"
      case .checkbox: role = "check box"
      case .button: role = "toggle button"
      }
      value = toggle.isOn ? "on" : "off"
    case .colorWell(let well):
      role = "colour well"
      value = "\(well.color)"
    case .textInput(let input):
      role = input.isSecure ? "secure text field" : "text field"
      if !input.text.isEmpty {
        value = input.isSecure ? "\(input.text.count) characters" : input.text
      }
    case .picker(let picker):
      role = "picker"
      value = picker.selectedIndex.flatMap {
        picker.options.indices.contains($0) ? picker.options[$0] : nil
      }
    case .datePicker(let picker):
      role = "date picker"
      value = picker.date.formatted(
        date: picker.showsDate ? .abbreviated : .omitted,
        time: picker.showsTime ? .shortened : .omitted)
    case .progress(let fraction, _):
      role = "progress"
      value = fraction.map { "\(Int(($0 * 100).rounded())) percent" } ?? "in progress"
    case .adjustable(let adjustable):
      role = adjustable.isSlider ? "slider" : "stepper"
      value = adjustable.value.map(Self.number)
    case .none where element.style.isSelectableRow:
      role = "row"
    default:
      break
    }
    // What the app says the element is: a heading, or a text or image that acts as a
    // button or a link; and whether it is the one chosen.
    let traits = accessibility.traits
    let level = accessibility.headingLevel
    if traits.contains(.isHeader) {
      let heading = level > 0 ? "heading level \(level)" : "heading"
      role = role.map { "\($0), \(heading)" } ?? heading
    } else if role == nil || role == "image" {
      if traits.contains(.isLink) {
        role = "link"
      } else if traits.contains(.isButton) {
        role = "button"
      }
    }
    if traits.contains(.isSelected), value == nil { value = "selected" }
    value = accessibility.value ?? value
    guard let label, !label.isEmpty else {
      // A control nothing names is still said by its role and value.
      guard let role, role != "image" else { return nil }
      return ([role] + [value].compactMap { $0 }).joined(separator: ", ")
    }
    let dimmed = role != nil && !element.style.isEnabled ? "dimmed" : nil
    return [label, role, value, dimmed].compactMap { $0 }.joined(separator: ", ")
  }

  private static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : String(format: "%.2g", value)
  }

  // MARK: The screen

  /// The title of the top page of the navigation stack shown (the innermost one).
  private static func title(in elements: [RenderElement]) -> String? {
    var found: String?
    func visit(_ element: RenderElement) {
      if case .navigationBar(let bar) = element.content, let title = bar.title ?? bar.largeTitle,
        !title.isEmpty
      {
        found = title
      }
      for child in element.children { visit(child) }
    }
    for element in elements { visit(element) }
    return found
  }

  /// The label of the selected tab of the tab bar shown, if any.
  private static func selectedTab(in elements: [RenderElement]) -> String? {
    for element in elements {
      if case .button(let button) = element.content, button.isSelectedTab == true {
        return element.accessibility.label ?? ""
      }
      if let found = selectedTab(in: element.children) { return found }
    }
    return nil
  }

  /// The presentations shown, outermost first.
  private static func presentations(in elements: [RenderElement]) -> [(
    kind: PresentationKind, element: RenderElement
  )] {
    var found: [(PresentationKind, RenderElement)] = []
    func visit(_ element: RenderElement) {
      if case .presentation(let presentation) = element.content {
        found.append((presentation.kind, element))
      }
      for child in element.children { visit(child) }
    }
    for element in elements { visit(element) }
    return found
  }

  private static func name(of kind: PresentationKind) -> String {
    switch kind {
    case .sheet: "Sheet"
    case .fullScreenCover: "Cover"
    case .alert: "Alert"
    case .popover: "Popover"
    case .menu: "Menu"
    case .window: "Window"
    }
  }
}
