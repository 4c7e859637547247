import Foundation

/// A control for choosing a colour. Tessera offers the named system colours (and the
/// colour already chosen, when it is none of them) as a menu picker, each shown with a
/// swatch; `supportsOpacity` is accepted.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label

  /// A colour picker labelled by `label`.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// The colours as a picker.
  public var body: some View {
    Picker(selection: selection) {
      ForEach(choices, id: \.color) { choice in
        HStack {
          Rectangle().fill(choice.color).frame(width: 16, height: 16)
          Text(verbatim: choice.name)
        }
        .tag(choice.color)
      }
    } label: {
      label
    }
    .pickerStyle(.menu)
  }

  /// The named colours, and the chosen colour first when it is not one of them.
  private var choices: [(name: String, color: Color)] {
    let named = Self.named
    let chosen = selection.wrappedValue
    guard !named.contains(where: { $0.color == chosen }) else { return named }
    return [("Custom", chosen)] + named
  }

  private static var named: [(name: String, color: Color)] {
    [
      ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green),
      ("Mint", .mint), ("Teal", .teal), ("Cyan", .cyan), ("Blue", .blue),
      ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
      ("Gray", .gray), ("Black", .black), ("White", .white),
    ]
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
