import Tessera

struct NotesView: View {
  @StateObject private var notebook = Notebook()
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Quick notes")) {
          ForEach(notebook.flat) { note in
            Text(note.isPinned ? "📌 \(note.title)" : note.title)
              .deleteDisabled(note.isPinned)
          }
          .onDelete(perform: notebook.delete)
        }
        .textCase(.uppercase)
        Section(header: Text("By topic")) {
          OutlineGroup(notebook.notes, children: \.children) { note in
            Text(note.title)
          }
        }
      }
      .navigationTitle(sizeClass == .compact ? "Notes" : "Field notes")
    }
  }
}

struct Badge: View {
  var body: some View {
    ZStack {
      Arc(fraction: 0.75)
        .stroke(Color(hue: 0.33, saturation: 0.8, brightness: 0.7), lineWidth: 4)
      Text("*Field* **notes**")
        .font(.caption)
    }
    .frame(width: 80, height: 80)
    .background(
      LinearGradient(colors: [.green.opacity(0.2), .clear], startPoint: .top, endPoint: .bottom)
    )
    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
  }
}

struct Arc: Shape {
  var fraction: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 2,
      startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    return path
  }
}

struct NotesView_Previews: PreviewProvider {
  static var previews: some View {
    NotesView()
    Badge()
      .previewLayout(.sizeThatFits)
  }
}
