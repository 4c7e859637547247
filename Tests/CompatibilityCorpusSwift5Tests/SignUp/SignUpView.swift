import Tessera

/// A disclosure group with a plus or minus before its label.
struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack {
          Image(systemName: configuration.isExpanded ? "minus" : "plus")
          configuration.label
        }
      }
      .buttonStyle(.plain)
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

/// How far through the form the user is, as a percentage.
struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int(configuration.value * 100))%")
    }
  }
}

/// Tessera's menu, marked as one.
struct MarkedMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: "ellipsis.circle")
      Menu(configuration)
    }
  }
}

struct SignUpView: View {
  @ObservedObject var model: SignUpModel
  @State private var showsTerms = false
  @State private var submitted = false

  private var progress: Double {
    Double([!model.name.isEmpty, model.email.contains("@")].filter { $0 }.count) / 2
  }

  var body: some View {
    Form {
      Section(header: Text("You")) {
        TextField("Name", text: $model.name)
        TextField("E-mail", text: $model.email)
      }
      Gauge(value: progress) { Text("Done") }
        .gaugeStyle(PercentGaugeStyle())
      DisclosureGroup("Terms", isExpanded: $showsTerms) {
        Text("Be kind.")
      }
      .disclosureGroupStyle(PlusMinusDisclosureStyle())
      Menu("More") {
        Button("Start again") {
          NotificationCenter.default.post(name: SignUpModel.resetNotification, object: nil)
        }
      }
      .menuStyle(MarkedMenuStyle())
      Button("Sign up") { submitted = true }
        .disabled(!model.canSubmit)
      if submitted {
        Text("Welcome, \(model.name)!")
      }
    }
  }
}

struct SignUpView_Previews: PreviewProvider {
  static var previews: some View {
    SignUpView(model: SignUpModel())
  }
}
