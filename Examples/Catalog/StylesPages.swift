import Tessera

/// Styles the app writes itself, for labels, group boxes, disclosure groups, gauges,
/// menus and buttons.
struct StylesPage: View {
  @State private var level = 0.6
  @State private var showsDetails = false
  @State private var chosen = "nothing"
  @State private var presses = 0

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Label("Trailing icon", systemImage: "star.fill")
          .labelStyle(TrailingIconLabelStyle())
        GroupBox("Battery") {
          Gauge(value: level) { Text("Charge") }
            .gaugeStyle(PercentGaugeStyle())
          Stepper("Level", value: $level, in: 0...1, step: 0.1)
          // The two ring styles a watch face or a widget uses.
          HStack(spacing: 16) {
            Gauge(value: level) {
              Text("Charge")
            } currentValueLabel: {
              Text("\(Int(level * 100))")
            } minimumValueLabel: {
              Text("E")
            } maximumValueLabel: {
              Text("F")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: level) { Text("Full") }
              .gaugeStyle(.accessoryCircularCapacity)
              .tint(.green)
          }
        }
        .groupBoxStyle(TintedGroupBoxStyle())
        DisclosureGroup("Details", isExpanded: $showsDetails) {
          Text("Styles reach every view below them.")
        }
        .disclosureGroupStyle(PlusMinusDisclosureStyle())
        Menu("Sort") {
          Button("By name") { chosen = "name" }
          Button("By date") { chosen = "date" }
        }
        .menuStyle(ArrowMenuStyle())
        Text("Sorted by \(chosen)")
        Button("Press and hold") { presses += 1 }
          .buttonStyle(SinkingButtonStyle())
        Text("Pressed \(presses) times")
      }
      .padding()
    }
    .navigationTitle("Styles")
  }
}

/// A capsule that darkens and sinks while it is held down.
private struct SinkingButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 12)
      .foregroundStyle(.white)
      .background(configuration.isPressed ? Color.indigo : Color.blue, in: Capsule())
      .scaleEffect(configuration.isPressed ? 0.95 : 1)
  }
}

/// The title, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

/// A box with a tinted backdrop and its label as a heading.
private struct TintedGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding()
    .background(Color.accentColor.opacity(0.15), in: .rect(cornerRadius: 8))
  }
}

/// A plus or a minus before the label.
private struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
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
      if configuration.isExpanded { configuration.content.padding(.leading) }
    }
  }
}

/// The value as a percentage after the label.
private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.value * 100).rounded()))%")
    }
  }
}

/// Tessera's menu after an arrow.
private struct ArrowMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: "arrow.right")
      Menu(configuration)
    }
  }
}

/// A paged tab view: one page at a time over a row of dots.
struct PagesPage: View {
  @State private var page = 0

  var body: some View {
    TabView(selection: $page) {
      Text("First page: ← and → on a dot turn the pages").tag(0)
      Text("Second page").tag(1)
      Text("Last page").tag(2)
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    // A backdrop behind the dots, as on an iPhone over a photo.
    .indexViewStyle(.page(backgroundDisplayMode: .always))
    .navigationTitle("Pages")
  }
}
