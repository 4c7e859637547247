import Foundation

/// The tokens of a search field (`searchable(text:tokens:…)`): discrete search terms shown
/// in the field before its text, and the suggested ones shown under it while it is
/// active. A token is a button that takes it out of the field (iOS removes one with
/// backspace); a suggested token is a button that adds it.
struct SearchTokens {
  /// A token, with what choosing it does.
  struct Item: Identifiable {
    let id: AnyHashable
    let view: AnyView
    let choose: () -> Void
  }

  /// The tokens in the field.
  let shown: [Item]
  /// The tokens suggested under the field.
  let suggested: [Item]

  /// The tokens of `tokens`, drawn by `token`; choosing a suggestion from
  /// `suggestedTokens` appends it to `tokens`.
  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    tokens: Binding<C>, suggestedTokens: Binding<C>?, token: @escaping (C.Element) -> T
  ) where C.Element: Identifiable {
    shown = tokens.wrappedValue.map { element in
      let id = element.id
      return Item(id: AnyHashable(id), view: AnyView(token(element))) {
        tokens.wrappedValue.removeAll { $0.id == id }
      }
    }
    suggested = (suggestedTokens?.wrappedValue ?? C())
      .map { element in
        Item(id: AnyHashable(element.id), view: AnyView(token(element))) {
          // A token already in the field is not added twice.
          guard !tokens.wrappedValue.contains(where: { $0.id == element.id }) else { return }
          tokens.wrappedValue.append(element)
        }
      }
  }
}

/// The tokens in a search field, each a button that takes it out.
struct SearchTokenRow: View {
  let tokens: [SearchTokens.Item]

  var body: some View {
    ForEach(tokens) { token in
      Button(action: token.choose) {
        HStack(spacing: 4) {
          token.view
          Image(systemName: "xmark").accessibilityLabel("Remove")
        }
        .padding(.horizontal, 4)
        .background(Capsule().fill(.quaternary))
      }
      .buttonStyle(.plain)
    }
  }
}

/// The suggested tokens under a search field, each a button that adds it.
struct SuggestedTokenList: View {
  let tokens: [SearchTokens.Item]

  var body: some View {
    ForEach(tokens) { token in
      Button(action: token.choose) { token.view }.buttonStyle(.plain)
    }
  }
}

extension View {
  /// Puts a search field above this view with `tokens` in it before its text, each
  /// drawn by `token`.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, prompt?.plainText, SearchTokens(tokens: tokens, suggestedTokens: nil, token: token))
  }

  /// Puts a search field with tokens above this view, with a prompt from a localized key.
  public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, prompt.resolved(), SearchTokens(tokens: tokens, suggestedTokens: nil, token: token))
  }

  /// Puts a search field with tokens above this view, with a prompt from a string.
  @_disfavoredOverload
  public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, String(prompt), SearchTokens(tokens: tokens, suggestedTokens: nil, token: token))
  }

  /// Puts a search field with `tokens` above this view, and `suggestedTokens` under it
  /// while it is active: choosing one adds it to `tokens`.
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, prompt?.plainText,
      SearchTokens(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
  }

  /// Puts a search field with tokens and suggested tokens above this view, with a
  /// prompt from a localized key.
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, prompt.resolved(),
      SearchTokens(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
  }

  /// Puts a search field with tokens and suggested tokens above this view, with a
  /// prompt from a string.
  @_disfavoredOverload
  public func searchable<
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
    S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    tokenSearchable(
      text, String(prompt),
      SearchTokens(tokens: tokens, suggestedTokens: suggestedTokens, token: token))
  }
}
