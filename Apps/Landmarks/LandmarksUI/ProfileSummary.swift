import LandmarksKit
import Tessera

/// The profile at a glance: name, settings, badges earned, and the latest hike.
struct ProfileSummary: View {
  @EnvironmentObject var modelData: ModelData
  var profile: Profile

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 10) {
        Text(profile.username)
          .bold()
          .font(.title)

        Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
        Text("Seasonal Photos: \(profile.seasonalPhoto.rawValue)")
        Text("Goal Date: ") + Text(profile.goalDate, style: .date)

        Divider()

        VStack(alignment: .leading) {
          Text("Completed Badges")
            .font(.headline)

          ScrollView(.horizontal) {
            HStack {
              HikeBadge(name: "First Hike")
              HikeBadge(name: "Earth Day")
                .hueRotation(Angle(degrees: 90))
              HikeBadge(name: "Tenth Hike")
                .grayscale(0.5)
                .hueRotation(Angle(degrees: 45))
            }
            .padding(.bottom)
          }
        }

        Divider()

        VStack(alignment: .leading) {
          Text("Recent Hikes")
            .font(.headline)
          if let hike = modelData.hikes.first {
            HikeView(hike: hike)
          }
        }
      }
    }
  }
}
