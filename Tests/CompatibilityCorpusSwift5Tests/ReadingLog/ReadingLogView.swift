import Tessera

struct ReadingLogView: View {
  @StateObject private var library = Library()
  @State private var goal = ReadingGoal()

  var body: some View {
    NavigationStack {
      List {
        Section("To read: \(library.unreadCount)") {
          ForEach(library.books) { book in
            Button {
              library.toggleRead(book)
            } label: {
              HStack {
                Image(systemName: book.isRead ? "checkmark.circle.fill" : "circle")
                VStack(alignment: .leading) {
                  Text(book.title)
                  Text(book.author).font(.caption).foregroundStyle(.secondary)
                }
              }
            }
          }
        }
        Section("Goal") {
          GoalEditor(goal: goal)
        }
      }
      .navigationTitle("Reading Log")
    }
  }
}

struct GoalEditor: View {
  @Bindable var goal: ReadingGoal

  var body: some View {
    Stepper("\(goal.pagesPerDay) pages a day", value: $goal.pagesPerDay, in: 5...200, step: 5)
    Text("\(goal.pagesPerWeek) pages a week")
  }
}

#Preview {
  ReadingLogView()
}
