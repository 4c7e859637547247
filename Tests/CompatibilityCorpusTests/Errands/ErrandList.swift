import Tessera

struct ErrandList: View {
  @Environment(ErrandStore.self) private var store
  @State private var query = ""
  @State private var scope = ErrandScope.all
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(store.isLoading ? ErrandStore.placeholders : store.matching(query, in: scope)) {
            errand in
            ErrandRow(errand: errand)
          }
        } header: {
          Text("Errands")
        }
        .headerProminence(.increased)
      }
      .redacted(reason: store.isLoading ? .placeholder : [])
      .overlay {
        if !store.isLoading && store.matching(query, in: scope).isEmpty {
          if query.isEmpty {
            ContentUnavailableView {
              Label("Nothing to do", systemImage: "checklist")
            } description: {
              Text("Errands you add show here.")
            } actions: {
              Button("Add Errand") { isAdding = true }
            }
          } else {
            ContentUnavailableView.search(text: query)
          }
        }
      }
      .searchable(text: $query, prompt: "Find an errand")
      .searchScopes($scope) {
        ForEach(ErrandScope.allCases) { scope in
          Text(scope.rawValue).tag(scope)
        }
      }
      .navigationTitle("Errands")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            isAdding = true
          } label: {
            Label("Add", systemImage: "plus")
          }
        }
      }
      .sheet(isPresented: $isAdding) {
        NewErrandForm()
          .presentationDetents([.medium])
      }
      .task { await store.load() }
    }
  }
}

struct ErrandRow: View {
  let errand: Errand

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(errand.title)
          .strikethrough(errand.isDone)
        Text(errand.place)
          .font(.caption)
          .foregroundStyle(Color(uiColor: .secondaryLabel))
      }
      Spacer()
      ShareLink(item: "\(errand.title) at \(errand.place)") {
        Image(systemName: "square.and.arrow.up")
      }
      .unredacted()
    }
    .padding(.vertical, 4)
    .listRowBackground(Color(.secondarySystemGroupedBackground))
  }
}
