/// Starts an asynchronous task when the modified view appears and cancels it when the
/// view disappears (leaves the tree, or is hidden by its tab or navigation page) or its
/// `id` changes.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  typealias Body = Never
  let id: ID
  let priority: TaskPriority
  let action: @MainActor () async -> Void

  /// The running task and the id it was started for, kept in the node.
  final class Running {
    var task: Task<Void, Never>?
    var id: ID
    var isShown: Bool
    init(id: ID, isShown: Bool) {
      self.id = id
      self.isShown = isShown
    }
  }

  func didMount(_ node: ViewNode) {
    let running = Running(id: id, isShown: node.isVisible)
    node.locals[Running.self] = running
    if running.isShown { start(running, node: node) }
  }

  func didUpdate(_ node: ViewNode, previous: any PrimitiveModifier) {
    guard let running = node.locals[Running.self], running.id != id else { return }
    running.task?.cancel()
    running.id = id
    if running.isShown { start(running, node: node) }
  }

  func visibilityChanged(_ node: ViewNode, isVisible: Bool) {
    guard let running = node.locals[Running.self], running.isShown != isVisible else {
      return
    }
    running.isShown = isVisible
    running.task?.cancel()
    running.task = nil
    if isVisible { start(running, node: node) }
  }

  func willUnmount(_ node: ViewNode) {
    node.locals[Running.self]?.task?.cancel()
  }

  private func start(_ running: Running, node: ViewNode) {
    let action = action
    let priority = priority
    node.graph?.enqueue(.startTask) {
      // Hidden again before its turn came: it starts when shown.
      guard running.isShown, running.task == nil || running.task?.isCancelled == true else {
        return
      }
      let count = node.graph?.viewTasks
      let token = count?.begin(ViewTaskCount.owner(of: node))
      running.task = Task(priority: priority) { @MainActor in
        await action()
        if let token { count?.end(token) }
      }
    }
  }
}

/// The `task` actions of a graph's views that are running, for a test host that waits
/// until the work it started is done, and names what did not finish.
@MainActor
package final class ViewTaskCount {
  private var owners: [Int: String] = [:]
  private var nextToken = 0

  /// Started and not yet returned (a cancelled action counts until it returns).
  package var running: Int { owners.count }

  /// The views whose actions are running, by type name, sorted.
  package var runningOwners: [String] { owners.values.sorted() }

  /// Records an action of the view named `owner` starting; `end` takes the token back.
  func begin(_ owner: String) -> Int {
    nextToken += 1
    owners[nextToken] = owner
    return nextToken
  }

  /// Records that the action given `token` returned.
  func end(_ token: Int) { owners[token] = nil }

  /// The name of the app's view a task modifier at `node` belongs to: the nearest view
  /// with a body around it (`ProfileScreen`), else the view it modifies.
  static func owner(of node: ViewNode) -> String {
    var current: ViewNode? = node.parent
    while let ancestor = current {
      if ancestor.view(as: (any PrimitiveView).self) == nil { return ancestor.typeName }
      current = ancestor.parent
    }
    return node.children.first?.typeName ?? node.typeName
  }
}

extension ViewGraph {
  /// The `task` actions of this graph's views that are running.
  package var viewTasks: ViewTaskCount { locals.value { ViewTaskCount() } }
}

/// The id of a task that restarts only when its view appears again.
struct NoTaskID: Equatable {}

extension View {
  /// Starts `action` after this view appears; cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: NoTaskID(), priority: priority, action: action))
  }

  /// Starts `action` after this view appears and again, cancelling the previous run, when
  /// `id` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}
