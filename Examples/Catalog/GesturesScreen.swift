import Tessera

/// Gestures: drag the tile (it follows the mouse while pressed and stays where it is
/// let go), double-click the heart, hold the reset label, move the mouse over the hover
/// tile, pinch (or Ctrl and the wheel, in a GTK window) the map.
struct GesturesScreen: View {
  @GestureState private var dragOffset = CGSize.zero
  @State private var tileOffset = CGSize.zero
  @State private var likes = 0
  @State private var isHolding = false
  @State private var isHovered = false
  @State private var zoom: CGFloat = 1
  @GestureState private var pinch: CGFloat = 1

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Gestures").font(.title).accessibilityAddTraits(.isHeader)
      Text("[ drag me ]")
        .padding(4)
        .background(Color.blue.opacity(0.3))
        .offset(
          x: tileOffset.width + dragOffset.width, y: tileOffset.height + dragOffset.height
        )
        .gesture(
          DragGesture()
            .updating($dragOffset) { value, offset, _ in offset = value.translation }
            .onEnded { value in
              tileOffset.width += value.translation.width
              tileOffset.height += value.translation.height
            })
      Text("Tile at \(Int(tileOffset.width)), \(Int(tileOffset.height))")
      Text("♥ \(likes) (double-click)")
        .onTapGesture(count: 2) { likes += 1 }
      Text(isHolding ? "Keep holding…" : "Hold to reset")
        .onLongPressGesture(minimumDuration: 0.6) {
          tileOffset = .zero
          likes = 0
        } onPressingChanged: {
          isHolding = $0
        }
      Text(isHovered ? "[ the pointer is over me ]" : "[ hover over me ]")
        .padding(4)
        .background(isHovered ? Color.green.opacity(0.3) : Color.gray.opacity(0.2))
        .onHover { isHovered = $0 }
      Text("[ map \(String(format: "%.1f", zoom * pinch))× ]")
        .padding(4)
        .background(Color.orange.opacity(0.3))
        .scaleEffect(zoom * pinch, anchor: .leading)
        .gesture(
          MagnifyGesture()
            .updating($pinch) { value, scale, _ in scale = value.magnification }
            .onEnded { zoom = min(max(zoom * $0.magnification, 0.5), 4) })
      Spacer()
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
