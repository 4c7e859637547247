/// What a screen shows when it has nothing to show: an empty list, a search with no
/// results, a failed load. A large icon over a title, a description and actions, centred
/// in the space it is given.
///
/// ```swift
/// List(results) { Text($0.name) }
///   .overlay {
///     if results.isEmpty { ContentUnavailableView.search(text: query) }
///   }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A placeholder from a label (its icon is drawn large, above its title), a description
  /// and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
    @ViewBuilder actions: () -> Actions
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The icon, title, description and actions, one under the other.
  public var body: some View {
    VStack(spacing: 16) {
      VStack(spacing: 8) {
        label.labelStyle(UnavailableLabelStyle())
        description.foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      actions
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Actions == EmptyView {
  /// A placeholder with a label and a description, and no actions.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
    self.init(label: label, description: description, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
  /// A placeholder with only a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Description == EmptyView {
  /// A placeholder with a label and actions, and no description.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
    self.init(label: label, description: { EmptyView() }, actions: actions)
  }
}

extension ContentUnavailableView
where Label == TesseraCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A placeholder titled by a localized key, with a symbol and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { TesseraCore.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// A placeholder with a title, a symbol and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { TesseraCore.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// A placeholder titled by a localized key, with a resource image and an optional
  /// description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(
      label: { TesseraCore.Label(title, image: name) }, description: { description },
      actions: { EmptyView() })
  }
}

/// The icon of a `ContentUnavailableView`'s label drawn large and secondary, over its title.
private struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      configuration.icon.font(.largeTitle).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold())
    }
  }
}
