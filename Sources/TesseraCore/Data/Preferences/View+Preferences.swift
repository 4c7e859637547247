import Foundation

extension View {
  /// Sets `key`'s value for this view, in place of the values its content set: the
  /// views around it read it, combined with their other views' values by `reduce`.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(rule: .value(value)))
  }

  /// Changes `key`'s value as this view's content set it.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceWritingModifier<K>(rule: .transform(callback)))
  }

  /// Sets `key`'s value from an anchor of this view (its bounds, a point in it), which a
  /// `GeometryProxy` resolves in its own coordinates: `proxy[anchor]`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      PreferenceWritingModifier<K>(rule: .frame { frame in transform(value.anchor(in: frame)) }))
  }

  /// Runs `action` with `key`'s value in this view when it changes, and once at first,
  /// after the layout that changed it.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceObserverModifier<K>(action: action))
  }

  /// Layers the view `transform` makes from `key`'s value in this view in front of it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayer<K, V>(inFront: true, alignment: alignment, transform: transform))
  }

  /// Layers the view `transform` makes from `key`'s value in this view behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayer<K, V>(inFront: false, alignment: alignment, transform: transform))
  }
}

/// A view made from a preference's value, in front of or behind the view that has it.
private struct PreferenceLayer<K: PreferenceKey, V: View>: ViewModifier {
  let inFront: Bool
  let alignment: Alignment
  let transform: (K.Value) -> V
  @State private var value = Box<K.Value>(K.defaultValue)

  func body(content: Content) -> some View {
    let observed = content.modifier(PreferenceObserverModifier<K> { value = Box($0) })
    if inFront {
      observed.overlay(alignment: alignment) { transform(value.value) }
    } else {
      observed.background(alignment: alignment) { transform(value.value) }
    }
  }

  /// The value, which need not be equatable.
  struct Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
  }
}
