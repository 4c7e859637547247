/// A scene of windows that all show the same kind of content: the app's main window, and
/// more of them with `openWindow(id:)` or `openWindow(value:)`. A terminal shows one
/// window at a time.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  /// Drawn by Tessera itself: it has no body.
  public typealias Body = Never
  private let id: String?
  private let title: String?
  private let valueType: Any.Type?
  private let makeContent: @MainActor (AnyHashable?) -> Content

  /// Windows showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// Windows showing `content`, opened with `openWindow(id: id)`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// Windows titled `title` showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// Windows titled `title` showing `content`, opened with `openWindow(id: id)`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: id, content: content())
  }

  /// Windows titled by a localized key showing `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.resolved(), id: nil, content: content())
  }

  /// Windows titled by a localized key showing `content`, opened with
  /// `openWindow(id: id)`.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.resolved(), id: id, content: content())
  }

  /// Windows that each present a value, opened with `openWindow(value:)`; opening a value
  /// that a window already shows brings that window forward.
  public init<D: Hashable & Codable>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: nil, id: nil, for: type, content: content)
  }

  /// Windows that each present a value, opened with `openWindow(id:value:)` or
  /// `openWindow(value:)`.
  public init<D: Hashable & Codable>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: nil, id: id, for: type, content: content)
  }

  /// Windows titled by a localized key that each present a value.
  public init<D: Hashable & Codable>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: titleKey.resolved(), id: nil, for: type, content: content)
  }

  /// Windows titled by a localized key that each present a value, opened with
  /// `openWindow(id:value:)` or `openWindow(value:)`.
  public init<D: Hashable & Codable>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: titleKey.resolved(), id: id, for: type, content: content)
  }

  /// Windows titled `title` that each present a value, opened with
  /// `openWindow(id:value:)` or `openWindow(value:)`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Hashable & Codable>(
    _ title: S, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: String(title), id: id, for: type, content: content)
  }

  /// Windows titled `title` that each present a value, opened with `openWindow(value:)`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Hashable & Codable>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
  ) {
    self.init(title: String(title), id: nil, for: type, content: content)
  }

  /// Windows that each present a value, `defaultValue()` when opened without one (and as
  /// the app's first window).
  public init<D: Hashable & Codable>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping () -> D
  ) {
    self.init(title: nil, id: nil, content: content, defaultValue: defaultValue)
  }

  /// Windows with an identifier that each present a value, `defaultValue()` when opened
  /// without one.
  public init<D: Hashable & Codable>(
    id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
  ) {
    self.init(title: nil, id: id, content: content, defaultValue: defaultValue)
  }

  /// Windows titled by a localized key that each present a value, `defaultValue()` when
  /// opened without one.
  public init<D: Hashable & Codable>(
    _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
  ) {
    self.init(title: titleKey.resolved(), id: nil, content: content, defaultValue: defaultValue)
  }

  /// Windows titled by a localized key, with an identifier, that each present a value,
  /// `defaultValue()` when opened without one.
  public init<D: Hashable & Codable>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
  ) {
    self.init(title: titleKey.resolved(), id: id, content: content, defaultValue: defaultValue)
  }

  /// Windows titled `title` that each present a value, `defaultValue()` when opened
  /// without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Hashable & Codable>(
    _ title: S, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
  ) {
    self.init(title: String(title), id: nil, content: content, defaultValue: defaultValue)
  }

  /// Windows titled `title`, with an identifier, that each present a value,
  /// `defaultValue()` when opened without one.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Hashable & Codable>(
    _ title: S, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D
  ) {
    self.init(title: String(title), id: id, content: content, defaultValue: defaultValue)
  }

  private init<D: Hashable & Codable>(
    title: String?, id: String?, content: @escaping (Binding<D>) -> Content,
    defaultValue: @escaping () -> D
  ) {
    self.id = id
    self.title = title
    valueType = D.self
    makeContent = { value in content(.constant((value?.base as? D) ?? defaultValue())) }
  }

  private init<D: Hashable & Codable>(
    title: String?, id: String?, for type: D.Type,
    content: @escaping (Binding<D?>) -> Content
  ) {
    self.id = id
    self.title = title
    valueType = D.self
    makeContent = { value in content(.constant(value?.base as? D)) }
  }

  private init(title: String?, id: String?, content: Content) {
    self.id = id
    self.title = title
    valueType = nil
    makeContent = { _ in content }
  }

  package var windows: [SceneWindow] {
    let makeContent = makeContent
    return [
      SceneWindow(
        id: id, title: title, role: .content, isUnique: false, valueType: valueType,
        makeContent: { AnyView(makeContent($0)) })
    ]
  }
}
