/// A key that activates a control from anywhere in its window or presentation: a key
/// with modifiers (`KeyboardShortcut("s")` is ⌘S), or the default and cancel actions.
///
/// Linux keyboards have no ⌘: `.command` is Ctrl in the terminal and in GTK, as Linux
/// applications use it.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with it.
  public var modifiers: EventModifiers

  /// The shortcut `key` with `modifiers` (⌘ by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Enter: the default action of a window or alert.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Esc: the cancel action.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key of a keyboard shortcut: a character, or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types (a control character for the named keys).
  public var character: Character

  /// The key that types `character`.
  public init(_ character: Character) { self.character = character }

  /// The key that types `character`, from a literal: `"s"`.
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  /// Return (Enter).
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete (backspace).
  public static let delete = KeyEquivalent("\u{7F}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// The space bar.
  public static let space = KeyEquivalent(" ")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// The up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// The down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// The left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// The right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers as bits.
  public let rawValue: Int

  /// Modifiers of the given raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command (Ctrl on Linux).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)

  /// The modifiers a Linux keyboard has: ⌘ is Ctrl, and Caps Lock, keypad and Function
  /// do not count.
  package var onLinux: EventModifiers {
    var result = intersection([.shift, .control, .option])
    if contains(.command) { result.insert(.control) }
    return result
  }
}

/// Binds a keyboard shortcut to the modified control.
package struct KeyboardShortcutModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  /// The shortcut; nil keeps the modifier (and so the view's identity) without one.
  package let shortcut: KeyboardShortcut?

  package var inspectionDescription: String {
    guard let shortcut else { return "keyboardShortcut(none)" }
    switch shortcut {
    case .defaultAction: return "keyboardShortcut(defaultAction)"
    case .cancelAction: return "keyboardShortcut(cancelAction)"
    default: return "keyboardShortcut(\"\(shortcut.key.character)\")"
    }
  }
}

extension View {
  /// Makes `shortcut` activate this control; nil removes it.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(KeyboardShortcutModifier(shortcut: shortcut))
  }

  /// Makes `key` with `modifiers` (⌘, which is Ctrl on Linux, by default) activate this
  /// control.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }
}

extension ViewNode {
  /// The enabled control shown under this node (not inside a presentation of its own)
  /// that `key` with `modifiers` activates, by the shortcut set on it; the modifiers are
  /// compared as a Linux keyboard has them.
  package func control(forShortcutKey key: KeyEquivalent, modifiers: EventModifiers) -> ViewNode? {
    let wanted = modifiers.onLinux
    var found: ViewNode?
    var commandHosts: [ViewNode] = []
    func visit(_ node: ViewNode) -> Bool {
      if node !== self, node.view(as: (any PresentationElement).self) != nil { return false }
      if node.view(as: CommandsHost.self) != nil { commandHosts.append(node) }
      if found == nil, node.isControl, node.environment.isEnabled {
        let own = [node.primitiveModifier].compactMap { $0 } + node.enclosingModifiers
        let matches = own.contains { modifier in
          guard let shortcut = (modifier as? KeyboardShortcutModifier)?.shortcut else {
            return false
          }
          return shortcut.key.character.lowercased() == key.character.lowercased()
            && shortcut.modifiers.onLinux == wanted
        }
        if matches { found = node }
      }
      return found == nil
    }
    ElementTree.walk(self, visit)
    // The window's menu commands are concealed (never drawn or reached by Tab), but their
    // shortcuts work, as the menu bar's do on the Mac: searched after what is shown.
    for host in commandHosts where found == nil {
      func walkAll(_ node: ViewNode) {
        guard found == nil, visit(node) else { return }
        for child in node.children { walkAll(child) }
      }
      for child in host.children { walkAll(child) }
    }
    return found
  }
}
