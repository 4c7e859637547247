import Tessera

/// The list of meetings, each with its attendees and a switch to record it.
struct StandupsView: View {
  @ObservedObject var store: StandupStore

  var body: some View {
    NavigationView {
      List {
        ForEach($store.standups) { $standup in
          VStack(alignment: .leading) {
            Text(standup.title)
              .font(.headline)
            Text(standup.attendeeLine)
              .font(.caption)
            Toggle("Record", isOn: $standup.isRecorded)
              .toggleStyle(SwitchToggleStyle(tint: .orange))
          }
        }
      }
      .navigationTitle("Standups")
      .toolbar {
        Button("Save") {
          try? store.save()
        }
      }
    }
  }
}

extension Standup {
  /// The attendees as one line, the way a person would write them.
  var attendeeLine: String {
    ListFormatter.localizedString(byJoining: attendees)
  }
}
