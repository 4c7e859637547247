/// A picker whose style shows its options as views rather than as a menu: a row that
/// opens a page of them (`navigationLink`), the options listed in place with a checkmark
/// on the chosen one (`inline`), or radio buttons (`radioGroup`).
struct PickerOptionsView: View {
  /// One option: its tag and the view the app gave for it.
  struct Option: Identifiable {
    let id: AnyHashable
    let view: AnyView
  }

  let label: AnyView
  /// The label as plain text: the title of the page of options.
  let title: String
  let options: [Option]
  let selected: AnyHashable
  let select: @MainActor (AnyHashable) -> Void
  let style: PickerStyleKind

  private var chosen: Option? { options.first { $0.id == selected } }

  var body: some View {
    switch style {
    case .navigationLink:
      NavigationLink {
        PickerOptionsPage(title: title, options: options, selected: selected, select: select)
      } label: {
        HStack {
          label
          Spacer()
          chosen?.view.foregroundColor(.secondary)
        }
      }
      // Heard as SwiftUI's is: the picker's name, then the option chosen.
      .accessibilityLabel(Text(verbatim: title))
      .accessibilityValue(Text(verbatim: chosen.map { TextCollector.plainText(of: $0.view) } ?? ""))
    case .radioGroup:
      HStack(alignment: .top) {
        label
        VStack(alignment: .leading) {
          ForEach(options) { option in
            Button {
              select(option.id)
            } label: {
              HStack {
                Image(systemName: option.id == selected ? "largecircle.fill.circle" : "circle")
                option.view
              }
            }
            .buttonStyle(.plain)
            .accessibilityAddTraits(option.id == selected ? .isSelected : [])
            .tag(option.id)
          }
        }
      }
    default:
      VStack(alignment: .leading) {
        label.font(.headline).foregroundColor(.secondary)
        ForEach(options) { option in
          PickerOptionRow(option: option, isSelected: option.id == selected) {
            select(option.id)
          }
          .tag(option.id)
        }
      }
    }
  }
}

/// The page a `navigationLink` picker opens: its options, a checkmark on the chosen one.
/// Choosing one goes back, as in SwiftUI.
struct PickerOptionsPage: View {
  let title: String
  let options: [PickerOptionsView.Option]
  let selected: AnyHashable
  let select: @MainActor (AnyHashable) -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      ForEach(options) { option in
        PickerOptionRow(option: option, isSelected: option.id == selected) {
          select(option.id)
          dismiss()
        }
      }
    }
    .navigationTitle(title)
    // iOS titles a picker's page in the bar, small.
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// An option as a row: its view, and a checkmark at the trailing edge when chosen.
struct PickerOptionRow: View {
  let option: PickerOptionsView.Option
  let isSelected: Bool
  let choose: @MainActor () -> Void

  var body: some View {
    Button(action: choose) {
      HStack {
        option.view
        Spacer()
        if isSelected {
          Image(systemName: "checkmark").foregroundColor(.accentColor)
        }
      }
      .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
    .accessibilityAddTraits(isSelected ? .isSelected : [])
  }
}
