import Foundation

/// Views made from a collection, one per element (a `ForEach`, or one with modifiers):
/// the views whose rows a list can delete and move.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The collection of the modified views.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Lets the user delete rows: `action` gets the offsets of the rows deleted, to remove
  /// from the data (`items.remove(atOffsets: offsets)`). A row offers Delete when swiped
  /// (a drag across it towards the leading edge) unless it has swipe actions of its own;
  /// Delete or Backspace deletes the focused row; in edit mode each row shows a delete
  /// button at its leading edge. Nil turns deleting off.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(RowDeleteSwipe(isActive: action != nil))
      .modifier(RowEditActions(onDelete: action, onMove: nil, positions: positions))
  }

  /// Lets the user move rows: `action` gets the offsets of the rows moved and the offset
  /// they go to (`items.move(fromOffsets: source, toOffset: destination)`). In edit mode
  /// each row shows ↑ and ↓ buttons at its trailing edge; nil turns moving off.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(RowEditActions(onDelete: nil, onMove: action, positions: positions))
  }

  /// Where each row stands among the views made from the data, by its id.
  private var positions: RowPositions {
    let identifying = self as? any RowIdentifying
    return RowPositions(count: data.count) { identifying?.rowOffsetsByID() ?? [:] }
  }
}

/// Views made from a collection whose rows can be found by id without building them.
@MainActor
package protocol RowIdentifying {
  /// The offset in the data of each element, by its id (the first, if ids repeat).
  func rowOffsetsByID() -> [AnyHashable: Int]
}

extension ForEach: RowIdentifying {
  package func rowOffsetsByID() -> [AnyHashable: Int] {
    var offsets: [AnyHashable: Int] = [:]
    offsets.reserveCapacity(data.count)
    var offset = 0
    forEachElement { element in
      let id = AnyHashable(idOf(element))
      if offsets[id] == nil { offsets[id] = offset }
      offset += 1
    }
    return offsets
  }
}

extension ModifiedContent: RowIdentifying where Content: RowIdentifying {
  package func rowOffsetsByID() -> [AnyHashable: Int] { content.rowOffsetsByID() }
}
