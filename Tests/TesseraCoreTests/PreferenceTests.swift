import Foundation
import Tessera
import TesseraTesting
import Testing

private struct WidestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

private struct SelectionBoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

@MainActor
@Suite struct PreferenceTests {
  @Test func valuesSetBelowAreCombinedInOrderAndReachTheViewAround() async throws {
    struct Roster: View {
      @State var names: [String] = []
      @State var showsCarol = false
      var body: some View {
        VStack {
          VStack {
            Text("A").preference(key: NamesKey.self, value: ["Ana"])
            HStack {
              Text("B").preference(key: NamesKey.self, value: ["Ben"])
              if showsCarol { Text("C").preference(key: NamesKey.self, value: ["Carol"]) }
            }
            Button("Add Carol") { showsCarol = true }
          }
          .onPreferenceChange(NamesKey.self) { names = $0 }
          Text("Names: \(names.joined(separator: ", "))")
        }
      }
    }
    let host = TestHost(Roster())
    await host.settle()
    #expect(host.contains(text: "Names: Ana, Ben"), "\(host.screen)")
    try host.tap("Add Carol")
    await host.settle()
    #expect(host.contains(text: "Names: Ana, Ben, Carol"), "\(host.screen)")
  }

  @Test func aGeometryReaderReportsItsSizeUpThroughAPreference() async throws {
    struct Measured: View {
      @State var width: CGFloat = 0
      var body: some View {
        VStack(alignment: .leading) {
          Text("Quarterly report")
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: WidestKey.self, value: proxy.size.width)
              })
          Text("Q3")
            .background(
              GeometryReader { proxy in
                Color.clear.preference(key: WidestKey.self, value: proxy.size.width)
              })
          Text("Widest \(Int(width))")
        }
        .onPreferenceChange(WidestKey.self) { width = $0 }
      }
    }
    let host = TestHost(Measured())
    await host.settle()
    // "Quarterly report" is 16 cells of 8 points.
    #expect(host.contains(text: "Widest 128"), "\(host.screen)")
  }

  @Test func aPreferenceSetAroundAViewReplacesTheValuesInsideAndTransformChangesThem() async throws
  {
    struct Nested: View {
      @State var names: [String] = []
      var body: some View {
        VStack {
          VStack {
            Text("inner").preference(key: NamesKey.self, value: ["inner"])
          }
          .preference(key: NamesKey.self, value: ["outer"])
          Text("x").preference(key: NamesKey.self, value: ["x"])
            .transformPreference(NamesKey.self) { $0.append("added") }
          Text("Got \(names.joined(separator: " "))")
        }
        .onPreferenceChange(NamesKey.self) { names = $0 }
      }
    }
    let host = TestHost(Nested())
    await host.settle()
    #expect(host.contains(text: "Got outer x added"), "\(host.screen)")
  }

  @Test func anAnchorPreferenceLetsAnOverlayDrawUnderTheSelectedItem() async throws {
    struct Tabs: View {
      @State var selected = 0
      let titles = ["One", "Two", "Three"]
      var body: some View {
        VStack(alignment: .leading) {
          HStack(spacing: 16) {
            ForEach(titles.indices, id: \.self) { index in
              Button(titles[index]) { selected = index }
                .anchorPreference(key: SelectionBoundsKey.self, value: .bounds) {
                  index == selected ? $0 : nil
                }
            }
          }
          Text(" ")
        }
        .overlayPreferenceValue(SelectionBoundsKey.self, alignment: .topLeading) { anchor in
          GeometryReader { proxy in
            if let anchor {
              let bounds = proxy[anchor]
              Text("^^^").offset(x: bounds.minX, y: bounds.maxY)
            }
          }
        }
      }
    }
    let host = TestHost(Tabs())
    await host.settle()
    func caretColumn() -> Int? {
      guard let line = host.screen.first(where: { $0.contains("^^^") }) else { return nil }
      return line.distance(from: line.startIndex, to: line.range(of: "^^^")!.lowerBound)
    }
    func column(of title: String) -> Int? {
      guard let line = host.screen.first(where: { $0.contains(title) }) else { return nil }
      return line.distance(from: line.startIndex, to: line.range(of: title)!.lowerBound)
    }
    #expect(caretColumn() != nil && caretColumn() == column(of: "One"), "\(host.screen)")
    try host.tap("Three")
    await host.settle()
    #expect(caretColumn() != nil && caretColumn() == column(of: "Three"), "\(host.screen)")
  }
}
