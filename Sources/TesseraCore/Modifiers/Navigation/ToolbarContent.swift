/// Content of a toolbar written as a type of its own: `struct Actions: ToolbarContent`
/// with a `body` of `ToolbarItem`s, passed to `toolbar { Actions() }`.
///
/// In Tessera toolbar items are views, so toolbar content is a view that the `toolbar`
/// modifier places in the bar; the types that make up a body (`ToolbarItem`,
/// `ToolbarItemGroup`, `Group`, `ForEach`, conditionals) are toolbar content too.
public protocol ToolbarContent: View {}

/// Toolbar content whose items the user could rearrange: on Linux there is no toolbar
/// customization, so it is toolbar content as any other.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content from items, as `ViewBuilder` builds views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension ToolbarTitleMenu: CustomizableToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension EmptyView: CustomizableToolbarContent {}
extension Group: CustomizableToolbarContent {}
extension ForEach: CustomizableToolbarContent {}

extension ToolbarItem {
  /// An item with an identity for toolbar customization (accepted: there is none), at
  /// `placement`.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.init(placement: placement, content: content)
  }
}
