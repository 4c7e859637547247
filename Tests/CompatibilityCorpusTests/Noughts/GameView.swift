import Tessera

/// The board as a grid of squares, with the title and the reset button in the toolbar.
struct GameView: View {
  @State private var board = Board()
  @Environment(\.sizeCategory) private var sizeCategory

  private let columns = Array(repeating: GridItem(.flexible()), count: 3)

  var body: some View {
    NavigationStack {
      VStack(spacing: 12) {
        LazyVGrid(columns: columns) {
          ForEach(0..<9, id: \.self) { index in
            SquareView(mark: board.squares[index]) { board.play(index) }
          }
        }
        .frame(width: 240)
        if let winner = board.winner {
          Label("\(winner.rawValue) wins", systemImage: "star")
            .symbolVariant(.fill)
        } else {
          Text("\(board.turn.rawValue) to play")
            .modifier(Pulse(scale: sizeCategory.isAccessibilityCategory ? 1.2 : 1))
        }
        Picker("Style", selection: $board.style) {
          Text("Classic").tag("Classic")
          Text("Chalk").tag("Chalk")
        }
        .pickerStyle(.navigationLink)
      }
      .toolbar {
        GameTitle()
        ResetButton { board.reset() }
      }
    }
  }
}

/// One square: empty, or showing its mark; tapping an empty one plays there.
struct SquareView: View {
  let mark: Board.Mark?
  let play: () -> Void

  var body: some View {
    Button(action: play) {
      Text(mark?.rawValue ?? " ")
        .frame(width: 48, height: 32)
        .background(.background.shadow(.drop(radius: 2)), in: RoundedRectangle(cornerRadius: 4))
    }
    .accessibility(label: Text(mark.map { "Square \($0.rawValue)" } ?? "Empty square"))
    .accessibility(addTraits: .isButton)
  }
}

/// The game's title, in the middle of the bar.
struct GameTitle: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem(placement: .principal) {
      Text("Noughts")
    }
  }
}

/// Starts a new game.
struct ResetButton: ToolbarContent {
  let reset: () -> Void

  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) {
      Button("New game", systemImage: "arrow.counterclockwise", action: reset)
    }
  }
}

/// Grows its content a little, by an amount that animates.
struct Pulse: AnimatableModifier {
  var scale: Double

  var animatableData: Double {
    get { scale }
    set { scale = newValue }
  }

  func body(content: Content) -> some View {
    content.scaleEffect(scale)
  }
}

/// A wave drawn across its frame; its phase can animate.
struct Wave: Shape {
  var phase: Double

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    for step in stride(from: 0.0, through: 1.0, by: 0.1) {
      let x = rect.minX + rect.width * step
      let y = rect.midY + sin((step + phase) * 2 * .pi) * rect.height / 2
      path.addLine(to: CGPoint(x: x, y: y))
    }
    return path
  }
}

/// The winner's trophy, drawn on a canvas.
struct Trophy: View {
  var body: some View {
    Canvas { context, size in
      context.draw(Image(systemName: "star"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }
    .frame(width: 32, height: 32)
  }
}

#Preview {
  GameView()
}
