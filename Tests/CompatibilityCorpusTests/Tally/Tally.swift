import Tessera

struct TallyView: View {
  @Binding var count: Int
  var step = 1

  var body: some View {
    HStack {
      Button("Minus") { count -= step }
      Text("Count: \(count)")
      Button("Plus") { count += step }
    }
  }
}

#Preview("Tally") {
  @Previewable @State var count = 10
  TallyView(count: $count, step: 5)
}

#Preview("Tally, fixed", traits: .fixedLayout(width: 240, height: 48)) {
  TallyView(count: .constant(0))
}
