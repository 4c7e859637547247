/// Records what the user changed so that it can be undone and redone, as Foundation's
/// `UndoManager` does on Apple platforms (Foundation on Linux has none). Each window has
/// one in `@Environment(\.undoManager)`.
///
/// ```swift
/// func rename(_ item: Item, to name: String) {
///   let old = item.name
///   item.name = name
///   undoManager?.registerUndo(withTarget: item) { $0.name = old }
///   undoManager?.setActionName("Rename")
/// }
/// ```
///
/// Each registration is one step unless `beginUndoGrouping()` and `endUndoGrouping()`
/// put several into one. What a step registers while it is undone becomes its redo.
///
/// Like Foundation's in Apple's recent SDKs, it belongs to the main actor; code in Swift 5
/// mode that calls it from elsewhere (a document's method) gets warnings, not errors.
@MainActor @preconcurrency
public final class UndoManager {
  /// One step: its actions, undone last-registered first, and its name.
  private struct Group {
    var actions: [() -> Void] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroup: Group?
  private var groupingLevel = 0
  /// The group collecting what an undo or redo registers, while one runs.
  private var reversal: Group?

  /// Whether an undo is running (what it registers goes to the redo steps).
  public private(set) var isUndoing = false
  /// Whether a redo is running.
  public private(set) var isRedoing = false
  /// How many steps are kept; 0 keeps them all.
  public var levelsOfUndo = 0

  /// An undo manager with nothing to undo.
  public init() {}

  /// Whether there is a step to undo.
  public var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
  /// Whether there is a step to redo.
  public var canRedo: Bool { !redoStack.isEmpty }
  /// The name of the step an undo would undo ("" when unnamed).
  public var undoActionName: String { openGroup?.name ?? undoStack.last?.name ?? "" }
  /// The name of the step a redo would redo.
  public var redoActionName: String { redoStack.last?.name ?? "" }
  /// "Undo" followed by the step's name, as a menu item shows it.
  public var undoMenuItemTitle: String { title("Undo", undoActionName) }
  /// "Redo" followed by the step's name.
  public var redoMenuItemTitle: String { title("Redo", redoActionName) }

  /// Records `handler`, called with `target` to undo what was just done.
  public func registerUndo<Target: AnyObject>(
    withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
  ) {
    let action = { [weak target] in if let target { handler(target) } }
    if isUndoing || isRedoing {
      reversal?.actions.append(action)
      return
    }
    if openGroup != nil {
      openGroup?.actions.append(action)
    } else {
      push(Group(actions: [action]))
    }
    redoStack.removeAll()
  }

  /// Names the step being recorded (or, after it was recorded, the last one).
  public func setActionName(_ name: String) {
    if isUndoing || isRedoing {
      reversal?.name = name
    } else if openGroup != nil {
      openGroup?.name = name
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = name
    }
  }

  /// Starts a step that the registrations until `endUndoGrouping()` belong to.
  public func beginUndoGrouping() {
    groupingLevel += 1
    if groupingLevel == 1 { openGroup = Group() }
  }

  /// Ends the step `beginUndoGrouping()` started.
  public func endUndoGrouping() {
    guard groupingLevel > 0 else { return }
    groupingLevel -= 1
    guard groupingLevel == 0, let group = openGroup else { return }
    openGroup = nil
    if !group.actions.isEmpty { push(group) }
  }

  /// Undoes the last step; what it registers becomes the step a redo redoes.
  public func undo() {
    if openGroup != nil { endUndoGrouping() }
    guard let group = undoStack.popLast() else { return }
    isUndoing = true
    reversal = Group(name: group.name)
    for action in group.actions.reversed() { action() }
    isUndoing = false
    if let redo = reversal, !redo.actions.isEmpty { redoStack.append(redo) }
    reversal = nil
  }

  /// Redoes the last step undone.
  public func redo() {
    guard let group = redoStack.popLast() else { return }
    isRedoing = true
    reversal = Group(name: group.name)
    for action in group.actions.reversed() { action() }
    isRedoing = false
    if let undo = reversal, !undo.actions.isEmpty { push(undo) }
    reversal = nil
  }

  /// Forgets every step.
  public func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = nil
    groupingLevel = 0
  }

  private func push(_ group: Group) {
    undoStack.append(group)
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst() }
  }

  private func title(_ verb: String, _ name: String) -> String {
    name.isEmpty ? verb : "\(verb) \(name)"
  }
}
