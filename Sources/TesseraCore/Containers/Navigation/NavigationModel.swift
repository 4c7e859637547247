/// The pages of one navigation stack above its root, and the destinations registered for
/// the values on its path. The stack's node keeps it; links, `dismiss` and
/// `navigationDestination` find it in the environment.
///
/// Three kinds of page share the stack, in the order they were pushed: views pushed by a
/// `NavigationLink(destination:)`, values on the path (from `NavigationLink(value:)` or
/// the path binding), each shown by its type's registered destination, and views shown by
/// `navigationDestination(isPresented:)` while its binding is true.
@MainActor
package final class NavigationModel {
  /// What a page shows.
  package enum Content {
    /// A view pushed by a link with a destination.
    case view(AnyView)
    /// A value on the path.
    case value(AnyHashable)
    /// A destination shown while a binding is true.
    case presented(PresentedDestination)
  }

  /// A page above the root, with an id that makes each push a new view.
  package struct Page {
    let id: Int
    let content: Content
  }

  private(set) var pages: [Page] = []
  private var nextID = 1
  weak var node: ViewNode?
  /// The path the stack was given, or nil when it keeps its own (`ownPath`).
  var pathBinding: NavigationPathBinding?
  private var ownPath = NavigationPath()

  /// The path the pages follow: the stack's binding, or the model's own path.
  private var path: NavigationPathBinding {
    if let pathBinding { return pathBinding }
    return NavigationPathBinding(
      values: { [unowned self] in ownPath.values },
      append: { [unowned self] in ownPath.append(erased: $0) },
      removeLast: { [unowned self] in ownPath.removeLast($0) })
  }
  private var destinations: [ObjectIdentifier: [DestinationRegistration]] = [:]
  private var readers: [ObjectIdentifier: [WeakNode]] = [:]
  /// The views hiding the back button of the page at each level.
  private var backButtonHiders: [Int: Set<ObjectIdentifier>] = [:]

  init(node: ViewNode) { self.node = node }

  /// How many pages sit above the root.
  package var depth: Int { pages.count }

  // MARK: Pushing and popping

  /// Shows `view` on top of the stack.
  package func push(_ view: AnyView) {
    append(.view(view))
  }

  /// Adds `value` to the end of the path: its destination is pushed.
  func appendToPath(_ value: AnyHashable) {
    path.append(value)
    node?.invalidate()
  }

  /// Shows a presented destination on top of the stack.
  func present(_ destination: PresentedDestination) {
    guard !isShowing(destination) else { return }
    append(.presented(destination))
  }

  /// Takes a presented destination off the stack (its binding turned false), with the
  /// pages above it.
  func withdraw(_ destination: PresentedDestination) {
    guard let index = pages.firstIndex(where: { $0.presents(destination) }) else { return }
    pop(to: index, dismissing: destination)
  }

  func isShowing(_ destination: PresentedDestination) -> Bool {
    pages.contains { $0.presents(destination) }
  }

  /// Goes back to the page at `level` (0 is the root): values popped leave the path and
  /// presented destinations are dismissed (their bindings set to false).
  package func pop(to level: Int) { pop(to: level, dismissing: nil) }

  /// Goes back one page.
  package func popTop() { pop(to: pages.count - 1) }

  private func pop(to level: Int, dismissing withdrawn: PresentedDestination?) {
    guard level < pages.count else { return }
    let popped = pages[max(level, 0)...]
    pages.removeSubrange(max(level, 0)...)
    let values = popped.filter { if case .value = $0.content { true } else { false } }.count
    if values > 0 {
      // The path may have been shortened in code since the pages were last built.
      path.removeLast(min(values, path.values().count))
    }
    for page in popped {
      if case .presented(let destination) = page.content, destination !== withdrawn {
        destination.dismiss()
      }
    }
    animateChange()
    node?.invalidate()
  }

  private func append(_ content: Content) {
    pages.append(Page(id: nextID, content: content))
    nextID += 1
    animateChange()
    node?.invalidate()
  }

  // MARK: Sliding

  /// How a pushed page slides in, and a popped one out, when the change set no animation.
  static let slide = Animation.easeInOut(duration: 0.35)
  /// Whether the stack has shown its first pages (a deep link set before the first frame
  /// shows at once).
  private var hasShownPages = false

  /// Pages pushed and popped slide, as in SwiftUI: the update that shows the change
  /// animates with ``slide`` unless the change has an animation of its own or asked for
  /// none (`disablesAnimations`).
  private func animateChange() {
    guard hasShownPages, !currentTransaction.disablesAnimations, let graph = node?.graph,
      graph.transactionAnimation == nil
    else { return }
    graph.transactionAnimation = currentTransaction.animation ?? Self.slide
  }

  /// Brings the value pages in step with the path: pages whose values are still on it,
  /// in order, stay (with their state); from the first that is not, pages go; values
  /// added since are pushed.
  func syncWithPath() {
    let values = path.values()
    var kept: [Page] = []
    var matched = 0
    for page in pages {
      if case .value(let value) = page.content {
        guard matched < values.count, values[matched] == value else { break }
        matched += 1
      }
      kept.append(page)
    }
    for value in values.dropFirst(matched) {
      kept.append(Page(id: nextID, content: .value(value)))
      nextID += 1
    }
    // A path changed in code (a button setting it, a pop to the root) slides too.
    if kept.map(\.id) != pages.map(\.id) { animateChange() }
    pages = kept
    hasShownPages = true
  }

  // MARK: The back button

  /// Records whether the view `hider` on the page at `level` hides the page's back button.
  func setBackButtonHidden(_ hidden: Bool, by hider: ObjectIdentifier, onPageAt level: Int) {
    let before = hidesBackButton(onPageAt: level)
    if hidden {
      backButtonHiders[level, default: []].insert(hider)
    } else {
      backButtonHiders[level]?.remove(hider)
    }
    if hidesBackButton(onPageAt: level) != before { node?.invalidate() }
  }

  /// Whether a view on the page at `level` hides its back button (and with it, going back
  /// by key).
  package func hidesBackButton(onPageAt level: Int) -> Bool {
    backButtonHiders[level]?.isEmpty == false
  }

  // MARK: Destinations for values

  /// Makes `registration` show values of its type; the latest one registered wins.
  func register(_ registration: DestinationRegistration) {
    destinations[registration.type, default: []].append(registration)
    refreshReaders(of: registration.type)
  }

  /// Stops `registration` showing values (its view left the stack).
  func unregister(_ registration: DestinationRegistration) {
    destinations[registration.type]?.removeAll { $0 === registration }
    refreshReaders(of: registration.type)
  }

  /// The destination view for `value`, or nil when no `navigationDestination` for its
  /// type is in the stack.
  func destination(for value: AnyHashable) -> AnyView? {
    destinations[Self.type(of: value)]?.last.map { $0.make(value) }
  }

  /// Whether a `navigationDestination` for `value`'s type is in the stack.
  func hasDestination(for value: AnyHashable) -> Bool {
    destinations[Self.type(of: value)]?.isEmpty == false
  }

  /// Remembers that `node` shows a value of `type`, to build it again when the
  /// destination for that type changes.
  func noteReader(_ node: ViewNode, of value: AnyHashable) {
    let type = Self.type(of: value)
    var list = readers[type, default: []].filter { $0.node?.isMounted == true && $0.node !== node }
    list.append(WeakNode(node: node))
    readers[type] = list
  }

  /// Builds again the pages showing values of `type`.
  func refreshReaders(of type: ObjectIdentifier) {
    for reader in readers[type] ?? [] { reader.node?.invalidate() }
  }

  static func type(of value: AnyHashable) -> ObjectIdentifier {
    ObjectIdentifier(Swift.type(of: value.base))
  }

}

extension NavigationModel.Page {
  func presents(_ destination: PresentedDestination) -> Bool {
    if case .presented(let shown) = content { shown === destination } else { false }
  }
}

/// The path a `NavigationStack(path:)` was given, whatever its type: a
/// `Binding<NavigationPath>` or a binding to a collection of one `Hashable` type.
struct NavigationPathBinding {
  /// The values on the path now, first to last.
  let values: () -> [AnyHashable]
  /// Adds a value at the end (a link's).
  let append: (AnyHashable) -> Void
  /// Removes the last values (pages popped); never asked for more than the path holds.
  let removeLast: (Int) -> Void
}

/// One `navigationDestination(for:destination:)`: how its view shows values of its type.
@MainActor
final class DestinationRegistration {
  let type: ObjectIdentifier
  var make: (AnyHashable) -> AnyView

  init(type: ObjectIdentifier, make: @escaping (AnyHashable) -> AnyView) {
    self.type = type
    self.make = make
  }
}

/// A destination shown while a binding is true (`navigationDestination(isPresented:)`,
/// `NavigationLink(isActive:)`): the page shows its latest content, and popping the page
/// sets the binding to false.
@MainActor
package final class PresentedDestination {
  var content: AnyView
  var dismiss: () -> Void
  /// The node showing the content, built again when the content changes.
  weak var reader: ViewNode?

  init(content: AnyView, dismiss: @escaping () -> Void) {
    self.content = content
    self.dismiss = dismiss
  }
}

private struct NavigationModelKey: EnvironmentKey {
  static var defaultValue: NavigationModel? { nil }
}

extension EnvironmentValues {
  /// The navigation stack around this view, if any.
  package var navigation: NavigationModel? {
    get { self[NavigationModelKey.self] }
    set { self[NavigationModelKey.self] = newValue }
  }
}
