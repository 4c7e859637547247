/// Views made from a collection, one per element, each identified by the element's id.
///
/// When the collection is reordered, each element's view moves with its state; an element
/// that leaves removes its view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never

  /// The elements.
  public var data: Data
  /// Makes the view for one element.
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  /// Views for the elements of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    // `id: \.self` is the element itself: no key path to follow for every row.
    if (id as AnyKeyPath) == (\Data.Element.self as AnyKeyPath) {
      self.idOf = { unsafeBitCast($0, to: ID.self) }
    } else {
      self.idOf = { $0[keyPath: id] }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable elements, identified by their `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0.id }
  }
}

extension ForEach {
  /// Views for the elements of a bound collection, identified by `id` on each element
  /// (`ForEach($items, id: \.self) { $item in … }`); each view gets a binding to its
  /// element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.data = data
    self.content = content
    self.idOf = { $0.wrappedValue[keyPath: id] }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0 }
  }
}

extension ForEach: PrimitiveView {
  package func makeChildren(into children: inout ChildList, node: ViewNode) {
    var seen = Set<ID>()
    seen.reserveCapacity(data.count)
    forEachElement { element in
      children.append(content(element), id: idOf(element), seen: &seen)
    }
  }

  /// Calls `body` with each element in order. An array or a range of integers (most
  /// data) is walked directly: the generic iterator costs a parent that lists thousands
  /// of rows more than the rows themselves.
  func forEachElement(_ body: (Data.Element) -> Void) {
    if Data.self == Range<Int>.self {
      // The data is a `Range<Int>`, so its elements are `Int`s.
      for index in unsafeBitCast(data, to: Range<Int>.self) {
        body(unsafeBitCast(index, to: Data.Element.self))
      }
      return
    }
    let walked: Void? = data.withContiguousStorageIfAvailable { elements in
      for element in elements { body(element) }
    }
    if walked == nil {
      for element in data { body(element) }
    }
  }
}
