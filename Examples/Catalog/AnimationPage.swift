import Tessera

/// A box that slides across, a label that fades and a ring that fills and changes colour,
/// with the curve chosen: each press of Move animates them to the other state.
struct AnimationPage: View {
  /// The curves to choose from, by name.
  private static let curves: [(name: String, animation: Animation)] = [
    ("Linear", .linear(duration: 1)),
    ("Ease in and out", .easeInOut(duration: 1)),
    ("Spring", .spring(duration: 1)),
    ("Bouncy", .bouncy(duration: 1)),
  ]

  @State private var curve = "Linear"
  @State private var moved = false

  private var animation: Animation {
    Self.curves.first { $0.name == curve }?.animation ?? .default
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Picker("Curve", selection: $curve) {
        ForEach(Self.curves, id: \.name) { Text($0.name).tag($0.name) }
      }
      Button(moved ? "Move back" : "Move") { moved.toggle() }
      GeometryReader { proxy in
        Text("Go")
          .foregroundStyle(.black)
          .frame(width: 48, height: 16)
          .background(.orange, in: Capsule())
          .offset(x: moved ? max(proxy.size.width - 48, 0) : 0)
      }
      .frame(height: 16)
      Text(moved ? "Moved" : "Waiting")
        .opacity(moved ? 0.4 : 1)
      HStack(spacing: 16) {
        Circle()
          .trim(from: 0, to: moved ? 1 : 0.25)
          .stroke(moved ? Color.green : Color.blue, lineWidth: 4)
          .frame(width: 64, height: 64)
        Text(moved ? "Full" : "A quarter")
      }
    }
    .animation(animation, value: moved)
    .padding()
    .frame(maxHeight: .infinity, alignment: .top)
    .navigationTitle("Animation")
  }
}
