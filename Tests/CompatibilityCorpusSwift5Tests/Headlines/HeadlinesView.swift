import Tessera

struct HeadlinesView: View {
  @StateObject private var model: HeadlinesViewModel

  init(feedURL: URL) {
    _model = StateObject(wrappedValue: HeadlinesViewModel(feedURL: feedURL))
  }

  var body: some View {
    NavigationView {
      VStack(alignment: .leading) {
        if let message = model.errorMessage {
          Text(message).foregroundColor(.red)
        }
        Text(model.sectionsSummary).font(.caption)
        TextField("Search headlines", text: $model.query)
        List(model.shown) { article in
          VStack(alignment: .leading) {
            Text(article.title)
            Text(article.section).font(.caption).foregroundColor(.secondary)
          }
        }
      }
      .navigationBarTitle("Headlines")
      .onAppear { model.load() }
    }
  }
}

struct HeadlinesView_Previews: PreviewProvider {
  static var previews: some View {
    HeadlinesView(feedURL: URL(fileURLWithPath: "/dev/null"))
  }
}
