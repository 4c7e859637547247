import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions counted from the start), as a list's
  /// `onDelete` hands them over.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (positions counted from the start) to stand, in their
  /// order, before the element that was at `destination` (or at the end when it is
  /// `count`), as a list's `onMove` hands them over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moving = source.filter { $0 < elements.count }
    let staying = elements.indices.filter { !source.contains($0) }
    let before = staying.filter { $0 < destination }
    let after = staying.filter { $0 >= destination }
    let order = before + moving + after
    var position = startIndex
    for offset in order {
      self[position] = elements[offset]
      formIndex(after: &position)
    }
  }
}
