import Tessera
import TesseraTesting
import Testing

@MainActor
@Suite struct SubmitAndSearchTests {
  struct Chat: View {
    @State var draft = ""
    @State var sent: [String] = []
    var body: some View {
      VStack {
        ForEach(sent, id: \.self) { Text("> \($0)") }
        TextField("Message", text: $draft)
          .onSubmit {
            sent.append(draft)
            draft = ""
          }
          .submitLabel(.send)
      }
    }
  }

  @Test func submittingAFieldRunsItsAction() throws {
    let host = TestHost(Chat())
    try host.type("Hello", into: "Message")
    try host.find(control: "Message").submit()
    #expect(host.contains(text: "> Hello"))
    #expect(try host.find(control: "Message").textValue == "")
  }

  @Test func aFieldWithoutOnSubmitRefusesToSubmit() throws {
    struct Plain: View {
      @State var name = ""
      var body: some View { TextField("Name", text: $name) }
    }
    #expect(throws: InspectionError.self) { try TestHost(Plain()).find(control: "Name").submit() }
  }

  struct Trails: View {
    @State var query = ""
    @State var searches: [String] = []
    let trails = ["Fern Gully", "Lookout Ridge", "Lakeshore Path"]
    var body: some View {
      NavigationStack {
        List(trails.filter { query.isEmpty || $0.contains(query) }, id: \.self) { trail in
          Text(trail)
        }
        .navigationTitle("Trails")
        .searchable(text: $query, prompt: "Find a trail")
        .onSubmit(of: .search) { searches.append(query) }
        .onSubmit { searches.append("text field") }
        .overlay(alignment: .bottom) { Text("Searched: \(searches.joined(separator: ","))") }
      }
    }
  }

  @Test func aSearchFieldFiltersAndSubmitsAsASearch() throws {
    let host = TestHost(Trails())
    #expect(host.contains(text: "Fern Gully") && host.contains(text: "Lookout Ridge"))
    try host.type("L", into: "Find a trail")
    #expect(!host.contains(text: "Fern Gully"))
    #expect(host.contains(text: "Lookout Ridge") && host.contains(text: "Lakeshore Path"))
    try host.find(control: "Find a trail").submit()
    #expect(host.contains(text: "Searched: L"), "only the search action answers a search")
  }

  struct Fruits: View {
    @State var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Cherry"]
    var shown: [String] { query.isEmpty ? fruits : fruits.filter { $0.hasPrefix(query) } }
    var body: some View {
      NavigationStack {
        List(shown, id: \.self) { Text("Fruit: \($0)") }
          .searchable(
            text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Fruit"
          )
          .searchSuggestions {
            Text("Suggest Apricot").searchCompletion("Apricot")
            Text("Suggest Cherry").searchCompletion("Cherry")
          }
      }
    }
  }

  @Test func suggestionsShowWhileTheSearchFieldHasTheFocusAndFillItWhenChosen() throws {
    let host = TestHost(Fruits())
    #expect(!host.contains(text: "Suggest Apricot"), "hidden until the field has the focus")
    try host.find(control: "Fruit").focus()
    #expect(host.contains(text: "Suggest Apricot") && host.contains(text: "Suggest Cherry"))
    try host.find(text: "Suggest Cherry").tap()
    #expect(try host.find(control: "Fruit").textValue == "Cherry")
    #expect(host.contains(text: "Fruit: Cherry") && !host.contains(text: "Fruit: Apple"))
  }
}
