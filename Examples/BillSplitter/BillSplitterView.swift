import Tessera

struct BillSplitterView: View {
  @State private var bill = 0.0
  @State private var diners = 2
  @State private var tipPercent = 15
  @State private var roundUp = false
  @FocusState private var billFieldFocused: Bool

  private let tipChoices = [0, 10, 15, 20, 25]

  private var currency: FloatingPointFormatStyle<Double>.Currency {
    .currency(code: Locale.current.currency?.identifier ?? "USD")
  }

  private var share: Double {
    let withTip = bill + bill * Double(tipPercent) / 100
    let each = withTip / Double(diners)
    return roundUp ? each.rounded(.up) : each
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("Bill") {
          TextField("Amount", value: $bill, format: currency)
            .focused($billFieldFocused)
          Stepper("Diners: \(diners)", value: $diners, in: 1...20)
        }

        Section {
          Picker("Tip", selection: $tipPercent) {
            ForEach(tipChoices, id: \.self) { choice in
              Text(choice, format: .percent)
            }
          }
          .pickerStyle(.segmented)
        } header: {
          Text("How much tip?")
        }

        Section("Each pays") {
          Toggle("Round up", isOn: $roundUp)
          LabeledContent("Share", value: share, format: currency)
        }
      }
      .navigationTitle("Bill Splitter")
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Spacer()
          Button("Done") {
            billFieldFocused = false
          }
        }
      }
    }
  }
}

#Preview {
  BillSplitterView()
}
