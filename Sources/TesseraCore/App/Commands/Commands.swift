import Foundation

/// Menu commands of an app's scenes (`commands`): on the Mac they fill the menu bar.
/// Tessera has no menu bar; the commands' controls are kept in each window, unseen, and
/// their keyboard shortcuts work there (Ctrl for ⌘).
@MainActor @preconcurrency
public protocol Commands {
  /// The commands this one is made of.
  associatedtype Body: Commands
  /// The commands.
  @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// Built-in commands are read by Tessera itself.
  public var body: Never { fatalError("\(Self.self) is a primitive command") }
}

/// Commands Tessera reads itself: the views they show.
@MainActor
protocol PrimitiveCommands {
  /// The commands' controls, as views.
  var commandViews: [AnyView] { get }
}

extension Commands {
  /// The controls of these commands, as views.
  var commandViews: [AnyView] {
    if let primitive = self as? any PrimitiveCommands { return primitive.commandViews }
    return body.commandViews
  }
}

/// A menu of its own in the menu bar, named `name`.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
  /// Read by Tessera itself.
  public typealias Body = Never
  let name: Text
  let content: Content

  /// A menu titled by a localized key.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    name = Text(nameKey)
    self.content = content()
  }

  /// A menu titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.name = Text(name)
    self.content = content()
  }

  /// A menu titled by a text.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  var commandViews: [AnyView] { [AnyView(content)] }
}

/// Commands placed among the standard ones of a menu: before, after, or instead of them.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
  /// Read by Tessera itself.
  public typealias Body = Never
  let content: Content

  /// Commands before the standard group at `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  /// Commands after the standard group at `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  /// Commands instead of the standard group at `group`.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    content = addition()
  }

  var commandViews: [AnyView] { [AnyView(content)] }
}

/// Where a standard group of menu commands is.
public struct CommandGroupPlacement: Hashable, Sendable {
  let name: String

  /// About the app.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The app's settings.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// Services.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Hiding the app.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// Quitting.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// New documents and windows.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Saving.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Import and export.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Printing.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Text editing.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Text formatting.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// The toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Window sizes.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// The list of windows.
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// Window arrangement.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// Help.
  public static let help = CommandGroupPlacement(name: "help")
}

/// The standard commands of a kind, which Tessera has no menu bar for.
public struct EmptyCommands: Commands, PrimitiveCommands {
  /// Read by Tessera itself.
  public typealias Body = Never
  /// No commands.
  public init() {}
  var commandViews: [AnyView] { [] }
}

/// The standard sidebar commands (show and hide the sidebar).
public typealias SidebarCommands = EmptyCommands
/// The standard toolbar commands.
public typealias ToolbarCommands = EmptyCommands
/// The standard text editing commands.
public typealias TextEditingCommands = EmptyCommands
/// The standard text formatting commands.
public typealias TextFormattingCommands = EmptyCommands
/// The standard inspector commands.
public typealias InspectorCommands = EmptyCommands

/// Several commands, as `CommandsBuilder` collects them.
public struct _CommandsList: Commands, PrimitiveCommands {
  /// Read by Tessera itself.
  public typealias Body = Never
  let views: [AnyView]
  var commandViews: [AnyView] { views }
}

/// Builds commands from the statements of a `commands` closure.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// One group of commands.
  public static func buildExpression<C: Commands>(_ commands: C) -> _CommandsList {
    _CommandsList(views: commands.commandViews)
  }

  /// The commands in order.
  public static func buildBlock(_ parts: _CommandsList...) -> _CommandsList {
    _CommandsList(views: parts.flatMap { $0.views })
  }

  /// Commands shown only when a condition holds.
  public static func buildOptional(_ part: _CommandsList?) -> _CommandsList {
    part ?? _CommandsList(views: [])
  }

  /// The commands of the branch taken.
  public static func buildEither(first part: _CommandsList) -> _CommandsList { part }

  /// The commands of the branch taken.
  public static func buildEither(second part: _CommandsList) -> _CommandsList { part }
}
