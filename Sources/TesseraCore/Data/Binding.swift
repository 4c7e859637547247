/// Read and write access to a value owned by someone else: a parent's `@State`, a model's
/// property. Writing through a binding changes the source.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  /// The transaction applied to changes made through this binding.
  public var transaction: Transaction

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = { value, _ in set(value) }
    transaction = Transaction()
  }

  /// A binding from a getter and a setter that receives the change's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getValue = get
    setValue = set
    transaction = Transaction()
  }

  /// Creates a binding from the projected value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The source's current value; setting it writes to the source.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// The binding itself, so `$binding` can be passed on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$profile.username`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let base = self
    return Binding<Subject>(
      get: { base.getValue()[keyPath: keyPath] },
      set: { newValue, transaction in
        var value = base.getValue()
        value[keyPath: keyPath] = newValue
        base.setValue(value, transaction)
      })
  }

  /// The same binding, with `transaction` applied to its changes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// The same binding, animating the changes made through it.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}

extension Binding {
  /// A binding to an optional from a binding to a non-optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to the unwrapped value, or nil when the source is nil now.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? current }, set: { base.wrappedValue = $0 })
  }
}

extension Binding where Value == Bool {
  /// Whether `item` holds a value: what presents a sheet, alert or menu for an item.
  /// Setting it false (the presentation closing) clears the item.
  package init<Item>(isPresenting item: Binding<Item?>) {
    self.init(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The id of the bound value.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
  /// Iterates bindings to the elements.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// A slice of element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection & RandomAccessCollection {
  /// The positions of the elements.
  public typealias Index = Value.Index
  /// The positions of the elements.
  public typealias Indices = Value.Indices
  /// The first position.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// One past the last position.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The positions of the elements.
  public var indices: Value.Indices { wrappedValue.indices }
  /// The position after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// A binding to the element at `position`.
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    let base = self
    return Binding<Value.Element>(
      get: { base.wrappedValue[position] },
      set: { base.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection {
  /// The position before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}
