import Foundation
import Tessera

/// Layout, tables and drawing: one page each, reached from a list.
struct MoreScreen: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Grid and ViewThatFits") { GridPage() }
        NavigationLink("Table") { TablePage() }
        NavigationLink("Outline") { OutlinePage() }
        NavigationLink("Jump to a row") { JumpPage() }
        NavigationLink("Drawing") { DrawingPage() }
        NavigationLink("Styles") { StylesPage() }
        NavigationLink("Pages") { PagesPage() }
        NavigationLink("Sharing") { SharingPage() }
        NavigationLink("Journal") { JournalPage() }
        NavigationLink("Mail (split view)") { MailPage() }
        NavigationLink("Reader (hides the bar)") { ReaderPage() }
        NavigationLink("Animation") { AnimationPage() }
        NavigationLink("Carousel") { CarouselPage() }
        NavigationLink("More controls") { MoreControlsPage() }
        NavigationLink("Text") { TextPage() }
        NavigationLink("Contacts (plain list)") { ContactsPage() }
        NavigationLink("List styles") { ListStylesPage() }
      }
      .navigationTitle("More")
    }
  }
}

/// A grid of scores and a label that shortens when the window narrows.
private struct GridPage: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 0) {
        GridRow {
          Text("Player").bold()
          Text("Games").bold().gridColumnAlignment(.trailing)
          Text("Points").bold().gridColumnAlignment(.trailing)
        }
        Divider().gridCellUnsizedAxes(.horizontal)
        ForEach(CatalogPlayers.all) { player in
          GridRow {
            Text(player.name)
            Text("\(player.games)")
            Text("\(player.points)")
          }
        }
        GridRow {
          Text("Season total across all players").gridCellColumns(2)
          Text("\(CatalogPlayers.all.map(\.points).reduce(0, +))")
        }
      }
      ViewThatFits(in: .horizontal) {
        Text("This sentence shows whole when the window is wide enough for it")
        Text("A shorter sentence for narrow windows")
        Text("Narrow")
      }
    }
    .padding()
    .navigationTitle("Grid")
  }
}

/// Players as a table: click a title to sort, select a row.
private struct TablePage: View {
  @State private var players = CatalogPlayers.all
  @State private var order = [KeyPathComparator(\CatalogPlayers.Player.name)]
  @State private var selected: CatalogPlayers.Player.ID?

  var body: some View {
    VStack(alignment: .leading) {
      Table(players, selection: $selected, sortOrder: $order) {
        TableColumn("Player", value: \.name)
        TableColumn("Games", value: \.games) { Text("\($0.games)") }
        TableColumn("Points", value: \.points) { Text("\($0.points)") }
      }
      Text("Selected: \(players.first { $0.id == selected }?.name ?? "nobody")")
        .padding(.horizontal)
    }
    .onChange(of: order) { players.sort(using: order) }
    .navigationTitle("Table")
  }
}

/// A folder tree.
private struct OutlinePage: View {
  struct Item: Identifiable {
    var name: String
    var children: [Item]?
    var id: String { name }
  }

  private let tree = [
    Item(
      name: "Recipes",
      children: [
        Item(name: "Breads", children: [Item(name: "Sourdough"), Item(name: "Focaccia")]),
        Item(name: "Soups", children: [Item(name: "Minestrone")]),
      ]),
    Item(name: "Shopping list"),
  ]

  var body: some View {
    List(tree, children: \.children) { item in
      Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
    }
    .navigationTitle("Outline")
  }
}

extension OutlinePage.Item {
  init(name: String) { self.init(name: name, children: nil) }
}

/// A long log that starts at its end, with buttons that jump.
private struct JumpPage: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading) {
        HStack {
          Button("Top") { proxy.scrollTo(1, anchor: .top) }
          Button("Middle") { proxy.scrollTo(100, anchor: .center) }
          Button("End") { proxy.scrollTo(200) }
        }
        List(1...200, id: \.self) { Text("Log line \($0)") }
      }
      .onAppear { proxy.scrollTo(200) }
    }
    .navigationTitle("Jump")
  }
}

/// A page that can hide its navigation bar to read without it.
private struct ReaderPage: View {
  @State private var immersive = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Button(immersive ? "Show the bar" : "Hide the bar") { immersive.toggle() }
      Text("The lighthouse keeper counted the ships each evening and wrote their names in a book.")
    }
    .padding()
    .navigationTitle("Reader")
    .navigationBarTitleDisplayMode(.inline)
    .toolbar { Button("Bookmark") {} }
    .navigationBarHidden(immersive)
    // Reading without distraction: the tab bar goes too.
    .toolbar(immersive ? .hidden : .visible, for: .tabBar)
  }
}

/// Mailboxes, the chosen one's messages and the chosen message, in three columns side by
/// side (drag a divider to resize one) or, in a narrow window, one stack. The detail's
/// bar has a button that shows the detail alone, through `columnVisibility`.
private struct MailPage: View {
  @State private var mailbox: String?
  @State private var message: String?
  @State private var visibility = NavigationSplitViewVisibility.all
  private let mailboxes = ["Inbox", "Drafts", "Sent", "Archive"]
  private let mail = [
    "Inbox": ["Trail closed Tuesday", "Photos from the ridge"], "Sent": ["Meet at the car park"],
  ]

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(mailboxes, id: \.self, selection: $mailbox) { name in
        NavigationLink(name, value: name)
      }
      .navigationTitle("Mailboxes")
    } content: {
      if let mailbox, let messages = mail[mailbox] {
        List(messages, id: \.self, selection: $message) { subject in
          NavigationLink(subject, value: subject)
        }
        .navigationTitle(mailbox)
      } else if let mailbox {
        Text("No messages in \(mailbox)").navigationTitle(mailbox)
      } else {
        Text("Choose a mailbox")
      }
    } detail: {
      Text(message ?? "No message chosen")
        .toolbar {
          Button(visibility == .detailOnly ? "All columns" : "Detail only") {
            visibility = visibility == .detailOnly ? .all : .detailOnly
          }
        }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

/// A text editor with a count of what is written.
private struct JournalPage: View {
  @State private var entry = "Walked to the lighthouse.\nSaw two seals."

  var body: some View {
    VStack(alignment: .leading) {
      TextEditor(text: $entry)
        .frame(minHeight: 96)
      Text("\(entry.count) characters, \(entry.split(separator: "\n").count) lines")
    }
    .padding()
    .navigationTitle("Journal")
  }
}

/// A progress ring, a pie from arcs, a gradient, a crescent cut from a circle, a line
/// faded by a mask and a canvas chart (resolved labels, layers with filters and shadows, a
/// guide line clipped around the bars, a symbol view on each bar).
private struct DrawingPage: View {
  @State private var progress = 0.65

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 16) {
        Circle()
          .trim(from: 0, to: progress)
          .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
          .frame(width: 96, height: 96)
        Pie(fraction: progress)
          .fill(Color.orange)
          .frame(width: 96, height: 96)
        RoundedRectangle(cornerRadius: 8)
          .fill(
            AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
          )
          .frame(width: 96, height: 96)
        // A crescent: one circle with another taken out of it.
        Circle()
          .subtracting(Circle().offset(x: 28, y: -20))
          .fill(Color.indigo)
          .frame(width: 96, height: 96)
      }
      Stepper("Progress \(Int(progress * 100))%", value: $progress, in: 0...1, step: 0.05)
      // A line that fades away towards its end, through a gradient mask.
      Text("Masked: this line fades out as it runs to the right")
        .mask(
          LinearGradient(
            colors: [.black, .black, .clear], startPoint: .leading, endPoint: .trailing))
      Canvas { context, size in
        let values = [0.3, 0.8, 0.55, 1.0, 0.4]
        let width = size.width / CGFloat(values.count)
        // The labels take the height of a line of text, however the backend sets it.
        let labels = values.indices.map { context.resolve(Text("Q\($0 + 1)")) }
        let labelHeight = labels.map { $0.measure(in: size).height }.max() ?? 0
        var bars = Path()
        for (index, value) in values.enumerated() {
          let height = (size.height - labelHeight) * value
          let bar = CGRect(
            x: CGFloat(index) * width + 4, y: size.height - labelHeight - height,
            width: width - 8, height: height)
          bars.addRoundedRect(in: bar, cornerSize: CGSize(width: 4, height: 4))
          context.drawLayer { layer in
            // The best quarter in full colour, with a shadow; the others muted.
            if value == values.max() {
              layer.addFilter(.shadow(color: .black.opacity(0.4), radius: 3, x: 3, y: 3))
            } else {
              layer.addFilter(.saturation(0.35))
            }
            layer.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.teal))
          }
          context.draw(labels[index], at: CGPoint(x: bar.midX, y: size.height), anchor: .bottom)
          // A symbol (a view of the canvas's) marks the top of each bar.
          if let dot = context.resolveSymbol(id: "dot") {
            context.draw(dot, at: CGPoint(x: bar.midX, y: bar.minY), anchor: .bottom)
          }
        }
        // A dashed line at three quarters, between the bars rather than across them.
        var guide = context
        guide.clip(to: bars, options: .inverse)
        let level = (size.height - labelHeight) * 0.25
        guide.stroke(
          Path { $0.addLines([CGPoint(x: 0, y: level), CGPoint(x: size.width, y: level)]) },
          with: .color(.orange), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
      } symbols: {
        Circle().fill(Color.pink).frame(width: 8, height: 8).tag("dot")
      }
      .frame(height: 128)
    }
    .padding()
    .navigationTitle("Drawing")
  }
}

/// A slice of a pie, from the top, clockwise.
private struct Pie: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.move(to: center)
      path.addArc(
        center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
        endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
      path.closeSubpath()
    }
  }
}

/// The sample players.
enum CatalogPlayers {
  struct Player: Identifiable {
    var name: String
    var games: Int
    var points: Int
    var id: String { name }
  }

  static let all = [
    Player(name: "Noor", games: 12, points: 240),
    Player(name: "Tomasz", games: 9, points: 310),
    Player(name: "Amaru", games: 14, points: 198),
    Player(name: "Ines", games: 11, points: 275),
  ]
}
