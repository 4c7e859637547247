import Tessera

struct ChoreList: View {
  @EnvironmentObject var board: ChoreBoard
  @State private var showingNewChore = false

  var body: some View {
    NavigationView {
      List {
        ForEach(board.chores) { chore in
          ChoreRow(chore: chore)
            .onTapGesture {
              board.toggle(chore)
            }
        }
        .onDelete(perform: board.remove)
        .onMove(perform: board.move)
      }
      .navigationTitle("Chores")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button(action: { showingNewChore = true }) {
            Image(systemName: "plus")
          }
          .accessibilityLabel("New chore")
        }
      }
      .sheet(isPresented: $showingNewChore) {
        NewChoreForm()
          .environmentObject(board)
      }
    }
  }
}

struct ChoreRow: View {
  let chore: Chore

  var body: some View {
    HStack {
      Image(systemName: chore.isDone ? "checkmark.circle.fill" : "circle")
        .foregroundColor(chore.isDone ? .green : .secondary)
      Text(chore.title)
        .strikethrough(chore.isDone)
      Spacer()
      Text("every \(chore.everyDays)d")
        .foregroundColor(.secondary)
    }
  }
}

struct ChoreList_Previews: PreviewProvider {
  static var previews: some View {
    ChoreList()
      .environmentObject(ChoreBoard())
  }
}
