import Tessera

struct Trail: Identifiable, Hashable, Codable {
  let id: Int
  let name: String
  let kilometres: Double
}

/// The sample trails.
let trails = [
  Trail(id: 1, name: "Ridge Loop", kilometres: 4.5),
  Trail(id: 2, name: "River Walk", kilometres: 2.1),
  Trail(id: 3, name: "Summit Path", kilometres: 9.8),
]

/// Both ways of pushing: a link with its destination, and links by value into a path the
/// screen owns (so a button can push, and a page can pop to the root, in code).
struct NavigationScreen: View {
  @Binding var path: NavigationPath

  var body: some View {
    NavigationStack(path: $path) {
      VStack(alignment: .leading) {
        ForEach(trails) { trail in
          NavigationLink(trail.name, value: trail)
        }
        Button("Straight to the summit") { path.append(trails[2]) }
        NavigationLink("About these trails") {
          Text("Three trails, all waymarked.").navigationTitle("About")
        }
        NavigationLink("Other ways to navigate") { NavigationFormsPage() }
        Spacer()
      }
      .navigationTitle("Trails")
      .toolbar {
        // In the middle of a bar along the bottom, as an iPhone shows a status.
        ToolbarItem(placement: .status) {
          Text("\(trails.count) trails, \(totalKilometres, specifier: "%.1f") km")
            .font(.caption)
        }
      }
      .navigationDestination(for: Trail.self) { trail in
        TrailDetail(trail: trail, toStart: { path.removeLast(path.count) })
      }
    }
  }
}

private let totalKilometres = trails.reduce(0) { $0 + $1.kilometres }

struct TrailDetail: View {
  let trail: Trail
  var toStart: () -> Void = {}
  @State private var walked = false
  var body: some View {
    VStack(alignment: .leading) {
      Text(trail.name).font(.title)
      Text("\(trail.kilometres, specifier: "%.1f") km")
      Toggle("Walked it", isOn: $walked)
      Button("Back to the start", action: toStart)
      Spacer()
    }
    .padding()
    .navigationTitle(trail.name)
    .toolbar {
      // In the title's place: the name with a symbol.
      ToolbarItem(placement: .principal) {
        Label(trail.name, systemImage: "map")
      }
    }
  }
}

struct TrailDetail_Previews: PreviewProvider {
  static var previews: some View {
    TrailDetail(trail: Trail(id: 9, name: "Preview Ridge", kilometres: 3.2))
  }
}
