import LandmarksKit
import Tessera

/// Edits a profile: name, notifications, seasonal photo, and a goal date within a year
/// either side of the current goal.
struct ProfileEditor: View {
  @Binding var profile: Profile

  var dateRange: ClosedRange<Date> {
    let calendar = Calendar.current
    let earliest = calendar.date(byAdding: .year, value: -1, to: profile.goalDate)!
    let latest = calendar.date(byAdding: .year, value: 1, to: profile.goalDate)!
    return earliest...latest
  }

  var body: some View {
    List {
      HStack {
        Text("Username").bold()
        Divider()
        TextField("Username", text: $profile.username)
      }

      Toggle(isOn: $profile.prefersNotifications) {
        Text("Enable Notifications").bold()
      }

      VStack(alignment: .leading, spacing: 20) {
        Text("Seasonal Photo").bold()

        Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
          ForEach(Profile.Season.allCases) { season in
            Text(season.rawValue).tag(season)
          }
        }
        .pickerStyle(.segmented)
      }

      DatePicker(selection: $profile.goalDate, in: dateRange, displayedComponents: .date) {
        Text("Goal Date").bold()
      }
    }
  }
}
