import Foundation

extension View {
  /// Shows or hides the given bars while this view is shown: `.hidden` for
  /// `.navigationBar` (or `.automatic`, or no bars) takes the navigation bar (and its
  /// title and items) away, and the page uses its row; for `.bottomBar`, the bar of the
  /// page's bottom-bar items; for `.tabBar`, the tab bar of the tab view the page is
  /// shown in (the innermost setting of what the selected tab shows wins).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(BarVisibilityModifier(visibility: visibility, bars: bars))
  }

  /// Shows or hides the given bars while this view is shown: iOS 18's name for
  /// `toolbar(_:for:)`.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(BarVisibilityModifier(visibility: visibility, bars: bars))
  }

  /// Hides the navigation bar while this view is shown (the older spelling of
  /// `toolbar(.hidden, for: .navigationBar)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(
      BarVisibilityModifier(visibility: hidden ? .hidden : .automatic, bars: [.navigationBar]))
  }

  /// The older way to put items in the navigation bar: `leading` before the title,
  /// `trailing` after it, as `toolbar` with those placements does.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// The older way to put an item before the title in the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// The older way to put an item after the title in the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Shows `content` as an inspector while `isPresented` is true: presented as a sheet,
  /// as SwiftUI does in a compact window (Tessera has no trailing inspector column).
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    let inspector = content()
    return sheet(isPresented: isPresented) { inspector }
  }

  /// Sets the width of an inspector column. Accepted: the inspector is a sheet.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

  /// Sets the width of an inspector column within bounds. Accepted.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View
  {
    self
  }

  /// Says what the toolbar is for (an editor's, a browser's), which changes how iOS lays
  /// it out. Accepted: the bar is laid out one way.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// Asks for a colour scheme in the given bars. Accepted: bars follow the window's
  /// scheme (set a bar's colour with `toolbarBackground`).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// Adds a menu of `content`'s actions to the navigation title: a button beside it in
  /// the bar, "Title Menu", that opens them (Tessera's title itself is not a button).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    let content = content()
    return toolbar { ToolbarTitleMenu { content } }
  }

}

/// What a toolbar is for.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// The default.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A navigation stack's.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  /// A browser's.
  public static let browser = ToolbarRole(name: "browser")
  /// An editor's.
  public static let editor = ToolbarRole(name: "editor")
}

/// Which bars a page shows, read by the navigation stack around it.
package struct BarVisibilityModifier: PrimitiveModifier, InspectableElement {
  package typealias Body = Never
  let visibility: Visibility
  let bars: [ToolbarPlacement]

  package var inspectionDescription: String { "toolbar(\(visibility), for: \(bars.count) bars)" }

  /// Whether it sets `bar`'s visibility: no bars, or `.automatic`, stand for the
  /// navigation bar, as on an iPhone.
  func applies(to bar: ToolbarPlacement) -> Bool {
    if bars.contains(bar) { return true }
    return bar == .navigationBar && (bars.isEmpty || bars.contains(.automatic))
  }
}
