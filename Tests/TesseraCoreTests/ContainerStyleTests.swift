import Tessera
import TesseraTesting
import Testing

/// The title before the icon, between brackets.
private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      Text("[")
      configuration.title
      configuration.icon
      Text("]")
    }
  }
}

/// Tessera's own label, with a marker after it: the style only adds to the usual look.
private struct MarkedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 1) {
      Label(configuration)
      Text("*")
    }
  }
}

/// A box drawn as a heading line over its content.
private struct HeadingGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        Text("== ")
        configuration.label
      }
      configuration.content
    }
  }
}

/// A group that shows + or − before its label, and its content only while expanded.
private struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack(spacing: 0) {
          Text(configuration.isExpanded ? "− " : "+ ")
          configuration.label
        }
      }
      if configuration.isExpanded { configuration.content }
    }
  }
}

/// A gauge as a percentage after its label.
private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int(configuration.value * 100))%")
      if configuration.currentValueLabel == nil { Text("(no value label)") }
    }
  }
}

/// Tessera's menu with a marker before it.
private struct MarkedMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text(">")
      Menu(configuration)
    }
  }
}

@MainActor
@Suite struct ContainerStyleTests {
  @Test func aLabelStyleOfTheAppsDrawsTheTitleAndIconItsWay() throws {
    let host = TestHost(
      VStack {
        Label("Favourites", systemImage: "star.fill")
        Label("Plain", systemImage: "star").labelStyle(.titleOnly)
      }
      .labelStyle(TrailingIconLabelStyle()))
    let line = try #require(host.screen.first { $0.contains("Favourites") })
    let title = try #require(line.range(of: "Favourites"))
    #expect(line.contains("[") && line.contains("]"), "\(host.screen)")
    #expect(line[title.upperBound...].contains("★"), "the icon after the title: \(line)")
    // A built-in style set closer to the label wins over the app's.
    let plain = try #require(host.screen.first { $0.contains("Plain") })
    #expect(!plain.contains("["), "\(plain)")
    #expect(!plain.contains("☆"), "\(plain)")
  }

  @Test func labelOfAConfigurationIsTesserasOwnLabelSoAStyleCanAddToIt() throws {
    let host = TestHost(Label("Inbox", systemImage: "tray").labelStyle(MarkedLabelStyle()))
    let line = try #require(host.screen.first { $0.contains("Inbox") })
    #expect(line.contains("Inbox *"), "\(line)")
  }

  @Test func aGroupBoxStyleDrawsTheBoxAndKeepsItForNestedBoxes() throws {
    let host = TestHost(
      GroupBox("Outer") {
        Text("outer content")
        GroupBox("Inner") { Text("inner content") }
      }
      .groupBoxStyle(HeadingGroupBoxStyle()))
    #expect(host.screen.contains { $0.contains("== Outer") }, "\(host.screen)")
    #expect(host.screen.contains { $0.contains("== Inner") }, "\(host.screen)")
    #expect(host.contains(text: "inner content"))
    #expect(!host.screen.joined().contains("╭"), "no frame of Tessera's: \(host.screen)")
  }

  @Test func groupBoxOfAConfigurationIsTesserasFramedBox() throws {
    struct Framed: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(.leading, 2)
      }
    }
    let host = TestHost(GroupBox("Totals") { Text("42") }.groupBoxStyle(Framed()))
    #expect(host.contains(text: "Totals"))
    #expect(host.screen.joined().contains("╭"), "Tessera's frame: \(host.screen)")
  }

  @Test func aDisclosureGroupStyleExpandsAndCollapsesThroughItsConfiguration() throws {
    struct Screen: View {
      @State var expanded = false
      var body: some View {
        VStack {
          DisclosureGroup("Details", isExpanded: $expanded) { Text("Hidden text") }
          Text(expanded ? "is open" : "is shut")
        }
        .disclosureGroupStyle(PlusMinusDisclosureStyle())
      }
    }
    let host = TestHost(Screen())
    #expect(host.screen.contains { $0.contains("+ Details") }, "\(host.screen)")
    #expect(!host.contains(text: "Hidden text"))
    try host.find(text: "Details").tap()
    #expect(host.screen.contains { $0.contains("− Details") }, "\(host.screen)")
    #expect(host.contains(text: "Hidden text"))
    #expect(host.contains(text: "is open"), "the group's binding was set")
  }

  @Test func aGaugeStyleIsGivenTheFractionOfTheRange() throws {
    let host = TestHost(
      VStack {
        Gauge(value: 30.0, in: 0...120) { Text("Speed") }
        Gauge(value: 0.5) {
          Text("Fuel")
        } currentValueLabel: {
          Text("half")
        }
      }
      .gaugeStyle(PercentGaugeStyle()))
    #expect(host.screen.contains { $0.contains("Speed 25% (no value label)") }, "\(host.screen)")
    let fuel = try #require(host.screen.first { $0.contains("Fuel") })
    #expect(fuel.contains("50%") && !fuel.contains("no value label"), "\(fuel)")
  }

  @Test func aMenuStyleDrawsAroundTessera_sMenuWhichStillOpens() throws {
    struct Screen: View {
      @State var chosen = "nothing"
      var body: some View {
        VStack {
          Menu("Sort") {
            Button("By name") { chosen = "name" }
          }
          Text("Chose \(chosen)")
        }
        .menuStyle(MarkedMenuStyle())
      }
    }
    let host = TestHost(Screen())
    #expect(host.screen.contains { $0.contains(">Sort") }, "\(host.screen)")
    try host.tap("Sort")
    try host.tap("By name")
    #expect(host.contains(text: "Chose name"))
  }

  @Test func controlSizeAndButtonBorderShapeReachTheEnvironment() throws {
    struct Reader: View {
      @Environment(\.controlSize) var size
      @Environment(\.buttonBorderShape) var shape
      var body: some View { Text("\(size) \(shape == .capsule ? "capsule" : "other")") }
    }
    let host = TestHost(Reader().controlSize(.large).buttonBorderShape(.capsule))
    #expect(host.contains(text: "large capsule"))
    #expect(TestHost(Reader()).contains(text: "regular other"))
  }
}
