import Tessera

struct StickerBoard: View {
  @State private var stickers = [
    Sticker(emoji: "star", position: .zero),
    Sticker(emoji: "moon", position: CGSize(width: 0, height: 48)),
  ]
  @State private var showsHelp = false
  @State private var naming = false
  @State private var newEmoji = ""

  var body: some View {
    NavigationStack {
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach($stickers) { $sticker in
          StickerView(sticker: $sticker) {
            stickers.removeAll { $0.id == sticker.id }
          }
        }
      }
      .navigationTitle("Stickers")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Help") { showsHelp = true }
            .popover(isPresented: $showsHelp, arrowEdge: .top) {
              Text("Drag to move, double-tap to like, hold to peel off.")
                .padding()
            }
        }
        ToolbarItem(placement: .topBarLeading) {
          Button("New") { naming = true }
        }
      }
      .sheet(isPresented: $naming) {
        NavigationStack {
          Form {
            TextField("Name", text: $newEmoji)
          }
          .navigationTitle("New sticker")
          .toolbar {
            ToolbarItem(placement: .confirmationAction) {
              Button("Stick") {
                stickers.append(Sticker(emoji: newEmoji, position: .zero))
                newEmoji = ""
                naming = false
              }
              .disabled(newEmoji.isEmpty)
            }
          }
        }
        .interactiveDismissDisabled(!newEmoji.isEmpty)
        .presentationDetents([.medium])
        .presentationDragIndicator(.visible)
      }
    }
  }
}
