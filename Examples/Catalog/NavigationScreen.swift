import Tessera

struct Trail: Identifiable, Hashable {
  let id: Int
  let name: String
  let kilometres: Double
}

private let trails = [
  Trail(id: 1, name: "Ridge Loop", kilometres: 4.5),
  Trail(id: 2, name: "River Walk", kilometres: 2.1),
  Trail(id: 3, name: "Summit Path", kilometres: 9.8),
]

struct NavigationScreen: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ForEach(trails) { trail in
          NavigationLink(trail.name) { TrailDetail(trail: trail) }
        }
        Spacer()
      }
      .navigationTitle("Trails")
    }
  }
}

struct TrailDetail: View {
  let trail: Trail
  @State private var walked = false
  var body: some View {
    VStack(alignment: .leading) {
      Text(trail.name).font(.title)
      Text("\(trail.kilometres, specifier: "%.1f") km")
      Toggle("Walked it", isOn: $walked)
      Spacer()
    }
    .padding()
    .navigationTitle(trail.name)
  }
}

struct TrailDetail_Previews: PreviewProvider {
  static var previews: some View {
    TrailDetail(trail: Trail(id: 9, name: "Preview Ridge", kilometres: 3.2))
  }
}
