/// Which view has the keyboard focus, read and written by a view: `true` while the view
/// marked `.focused($isFocused)` has it, or the value of the view marked
/// `.focused($field, equals: value)` that has it (nil when none does).
///
/// Setting it moves the focus: `isFocused = false` takes the focus away, and
/// `field = .email` gives it to the view marked with `.email`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// Focus state for one view, false while it does not have the focus.
  public init() where Value == Bool {
    _value = State(initialValue: false)
  }

  /// Focus state for several views, each marked by a value; nil while none has the focus.
  public init<T: Hashable>() where Value == T? {
    _value = State(initialValue: nil)
  }

  /// Whether (or which of) the marked views has the focus.
  @MainActor public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// The state, to mark views with `focused(_:)` or `focused(_:equals:)`.
  @MainActor public var projectedValue: Binding {
    Binding(value: $value)
  }

  /// Focus state handed to `focused(_:)` and `focused(_:equals:)`, or to a child view.
  @propertyWrapper
  public struct Binding {
    let value: TesseraCore.Binding<Value>

    /// Whether (or which of) the marked views has the focus.
    @MainActor public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension View {
  /// Marks this view as the one `condition` tells about: true while it (or a control in
  /// it) has the focus; setting it to true gives it the focus, and to false takes it
  /// away.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(
      FocusedModifier(
        isFocused: { condition.wrappedValue },
        setFocused: { condition.wrappedValue = $0 }))
  }

  /// Marks this view with `value`: the focus state is `value` while it (or a control in
  /// it) has the focus, and setting the state to `value` gives it the focus.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> some View {
    modifier(
      FocusedModifier(
        isFocused: { binding.wrappedValue == value },
        setFocused: { isFocused in
          if isFocused {
            binding.wrappedValue = value
          } else if binding.wrappedValue == value {
            binding.wrappedValue = nil
          }
        }))
  }
}
