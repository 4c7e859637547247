import Tessera

struct StickerView: View {
  @Binding var sticker: Sticker
  var onPeel: () -> Void
  @GestureState private var dragOffset = CGSize.zero
  @GestureState private var isPressing = false

  var body: some View {
    let drag = DragGesture()
      .updating($dragOffset) { value, state, _ in
        state = value.translation
      }
      .onEnded { value in
        sticker.position.width += value.translation.width
        sticker.position.height += value.translation.height
      }
    let peel = LongPressGesture(minimumDuration: 0.8)
      .updating($isPressing) { current, state, _ in
        state = current
      }
      .onEnded { _ in onPeel() }

    return Text("\(sticker.emoji) \(sticker.likes)")
      .padding(4)
      .background(isPressing ? Color.red.opacity(0.3) : Color.yellow.opacity(0.3))
      .offset(
        x: sticker.position.width + dragOffset.width,
        y: sticker.position.height + dragOffset.height
      )
      .gesture(drag.simultaneously(with: peel))
      .simultaneousGesture(TapGesture(count: 2).onEnded { sticker.likes += 1 })
  }
}
