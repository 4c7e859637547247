import Foundation

/// A tree of rows: each element shows its content, and an element with children shows
/// them in a disclosure group under it, closed at first (a file browser, nested notes).
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in
///   Label(folder.name, systemImage: "folder")
/// }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  /// The top elements: the data's, or the one root.
  let roots: [Data.Element]
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// The tree whose top elements are `data`, each identified by `id`, whose children
  /// `children` lists (nil for a leaf).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.roots = Array(data)
    self.id = id
    self.children = children
    self.content = content
  }

  /// The elements, then their children in disclosure groups.
  public var body: some View {
    ForEach(roots, id: id) { element in
      if let nested = element[keyPath: children] {
        DisclosureGroup {
          // A group nests itself: erased, so that its type is not infinite.
          AnyView(OutlineGroup(nested, id: id, children: children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup {
  /// The tree under one `root` (shown first), each element identified by `id`, whose
  /// children `children` lists (nil for a leaf).
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.roots = [root]
    self.id = id
    self.children = children
    self.content = content
  }

  /// The tree under one identifiable `root` (shown first).
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element, ID == DataElement.ID {
    self.init(root, id: \.id, children: children, content: content)
  }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
  /// The tree whose top elements are `data`, identified by their ids.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A list showing the tree whose top elements are `data`, each element's children
  /// under it in a disclosure group.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list showing the tree whose top elements are `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A selectable list showing the tree whose top elements are `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}
