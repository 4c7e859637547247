import Foundation
import Tessera

/// Text as SwiftUI writes it: Markdown in a literal, format styles, a date that counts
/// and a timeline that ticks, the modifiers that change how letters are set, and the
/// user's text size.
struct TextPage: View {
  @State private var opened: URL?
  @State private var start = Date()
  @State private var textSize = DynamicTypeSize.large

  var body: some View {
    List {
      Section("Markdown") {
        Text("**Bold**, *italic*, `code` and a [link](https://example.org/tessera)")
        Text("Opened: \(opened?.absoluteString ?? "nothing yet")")
      }
      Section("Formats") {
        Text(1234.5, format: .number)
        Text(19.99, format: .currency(code: "EUR"))
        Text(0.25, format: .percent)
        Text(["Ada", "Grace", "Linus"], format: .list(type: .and))
        Text(Int64(1_500_000), format: .byteCount(style: .file))
        Text(
          Measurement(value: 5.2, unit: UnitLength.kilometers),
          format: .measurement(width: .abbreviated))
      }
      Section("Live") {
        HStack {
          Text("Open for")
          Text(start, style: .timer)
        }
        TimelineView(.periodic(from: start, by: 1)) { context in
          Text("Ticks: \(Int(context.date.timeIntervalSince(start)))")
        }
      }
      Section("Setting") {
        Text("Shouting").textCase(.uppercase)
        Text("Spaced out").tracking(4)
        Text("Price 1,111.11").monospacedDigit()
      }
      Section("Text size") {
        // The user's text size, as Settings would set it: text grows with it in a GTK
        // window; a terminal keeps its own font.
        Picker("Size", selection: $textSize) {
          Text("Small").tag(DynamicTypeSize.xSmall)
          Text("Default").tag(DynamicTypeSize.large)
          Text("Huge").tag(DynamicTypeSize.accessibility3)
        }
        .pickerStyle(.segmented)
        Text("A paragraph at the chosen size").dynamicTypeSize(textSize)
      }
    }
    // Links open here rather than in a browser, so the page shows what was opened.
    .environment(
      \.openURL,
      OpenURLAction { url in
        opened = url
        return .handled
      }
    )
    .navigationTitle("Text")
  }
}
