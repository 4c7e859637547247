import Foundation

/// The tint of a list row's content (its symbols and controls): a colour, or the
/// monochrome look.
public struct ListItemTint: Sendable, Equatable {
  /// The colour, or nil for monochrome.
  let color: Color?

  /// Always `color`.
  public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
  /// `color`, unless the platform overrides it (Tessera does not).
  public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
  /// The primary colour: no tint.
  public static let monochrome = ListItemTint(color: .primary)
}

extension View {
  /// Tints the content of the list rows below (their symbols and controls) with `tint`.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    self.tint(tint?.color)
  }

  /// Tints the content of the list rows below with `color`.
  public func listItemTint(_ color: Color?) -> some View {
    tint(color)
  }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  /// The least height of a list row, in points. Accepted: a terminal row is one line of
  /// cells and a list row is as tall as its content.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section's header, in points. Accepted, as
  /// `defaultMinListRowHeight` is.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}
