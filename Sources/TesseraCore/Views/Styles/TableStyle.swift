/// How a `Table` looks. Set it with `.tableStyle(_:)`.
public protocol TableStyle: Sendable {
  /// What the style draws, for the table.
  var look: TableLook { get }
}

/// What a table style changes in how its table is drawn.
public struct TableLook: Hashable, Sendable {
  /// Whether every other row has a tinted background.
  var alternatesRowBackgrounds = false
  /// Whether a line is drawn around the table.
  var isBordered = false
}

/// The platform's default table look.
public struct AutomaticTableStyle: TableStyle {
  /// The default look: plain rows.
  public var look: TableLook { TableLook() }
  /// Creates the style.
  public init() {}
}

/// Rows inset from the table's edges, perhaps on alternating backgrounds.
public struct InsetTableStyle: TableStyle {
  let alternates: Bool
  /// Plain rows, or alternating backgrounds.
  public var look: TableLook { TableLook(alternatesRowBackgrounds: alternates) }
  /// Creates the style.
  public init() { alternates = false }
  init(alternates: Bool) { self.alternates = alternates }
}

/// A table with a line around it, perhaps with alternating row backgrounds.
public struct BorderedTableStyle: TableStyle {
  let alternates: Bool
  /// A border, and alternating backgrounds if asked.
  public var look: TableLook { TableLook(alternatesRowBackgrounds: alternates, isBordered: true) }
  /// Creates the style.
  public init() { alternates = false }
  init(alternates: Bool) { self.alternates = alternates }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The default look.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the table's edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }

  /// Rows inset from the table's edges, every other one on a tinted background when
  /// `alternatesRowBackgrounds`.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
    InsetTableStyle(alternates: alternatesRowBackgrounds)
  }
}

extension TableStyle where Self == BorderedTableStyle {
  /// A line around the table.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }

  /// A line around the table, every other row on a tinted background when
  /// `alternatesRowBackgrounds`.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternates: alternatesRowBackgrounds)
  }
}

private struct TableLookKey: EnvironmentKey { static let defaultValue = TableLook() }

extension EnvironmentValues {
  /// How tables here are drawn (`tableStyle`).
  package var tableLook: TableLook {
    get { self[TableLookKey.self] }
    set { self[TableLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how tables in this view look: alternating row backgrounds and a border are
  /// drawn; the inset and automatic looks are the same here.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    environmentValue(\.tableLook, style.look, name: "tableStyle")
  }
}
