import Tessera
import TesseraTesting
import Testing

// Typical SwiftUI data-flow code, written as a SwiftUI developer would; only the import
// differs.

// MARK: Shared flag through @StateObject and @EnvironmentObject

private final class FeatureFlags: ObservableObject {
  @Published var showsBeta = false
}

private struct FlagsRoot: View {
  @StateObject private var flags = FeatureFlags()
  var body: some View {
    VStack {
      Text(flags.showsBeta ? "Beta on" : "Beta off")
      FlagsPanel()
    }
    .environmentObject(flags)
  }
}

private struct FlagsPanel: View {
  @EnvironmentObject var flags: FeatureFlags
  var body: some View {
    Toggle(isOn: $flags.showsBeta) {
      Text("Show beta features")
    }
  }
}

// MARK: A profile editor with @Binding

private enum Season: String, CaseIterable, Identifiable {
  case spring = "🌷"
  case summer = "🌞"
  case autumn = "🍂"
  case winter = "☃️"
  var id: String { rawValue }
}

private struct Profile: Equatable {
  var username = "hiker"
  var prefersNotifications = true
  var seasonalPhoto = Season.winter
  var goalDate = Date(timeIntervalSince1970: 1_800_000_000)
}

private struct ProfileEditor: View {
  @Binding var profile: Profile

  var dateRange: ClosedRange<Date> {
    let min = Calendar.current.date(byAdding: .year, value: -1, to: profile.goalDate)!
    let max = Calendar.current.date(byAdding: .year, value: 1, to: profile.goalDate)!
    return min...max
  }

  var body: some View {
    VStack {
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
          ForEach(Season.allCases) { season in
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

// MARK: An edit host with a draft committed on disappear

private final class ProfileStore: ObservableObject {
  @Published var profile = Profile()
}

private struct ProfileHost: View {
  @Environment(\.editMode) var editMode
  @EnvironmentObject var store: ProfileStore
  @State private var draftProfile = Profile()

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack {
        if editMode?.wrappedValue == .active {
          Button("Cancel", role: .cancel) {
            draftProfile = store.profile
            editMode?.animation().wrappedValue = .inactive
          }
        }
        Spacer()
        EditButton()
      }
      if editMode?.wrappedValue == .inactive {
        Text("Summary of \(store.profile.username)")
      } else {
        ProfileEditor(profile: $draftProfile)
          .onAppear { draftProfile = store.profile }
          .onDisappear { store.profile = draftProfile }
      }
    }
    .padding()
  }
}

private struct ProfileSheetHost: View {
  @State private var showingProfile = false
  var body: some View {
    Button("User Profile") { showingProfile.toggle() }
      .sheet(isPresented: $showingProfile) { ProfileHost() }
  }
}

@MainActor
@Suite struct DataFlowScenarioTests {
  @Test func environmentObjectFlagIsSharedWithAChildToggle() throws {
    let host = TestHost(FlagsRoot())
    #expect(host.contains(text: "Beta off"))
    try host.toggle("Show beta features")
    #expect(host.contains(text: "Beta on"))
    #expect(try host.find(control: "Show beta features").isOn == true)
  }

  @Test func profileEditorWritesThroughItsBinding() throws {
    struct Holder: View {
      @State var profile = Profile()
      var body: some View {
        ProfileEditor(profile: $profile)
        Text("name=\(profile.username) notify=\(profile.prefersNotifications ? 1 : 0)")
        Text("season=\(profile.seasonalPhoto.rawValue)")
      }
    }
    let host = TestHost(Holder())
    try host.find(control: "Username").setText("ridge")
    try host.toggle("Enable Notifications")
    #expect(host.contains(text: "name=ridge notify=0"))
    let picker = try host.find(control: "Seasonal Photo")
    #expect(picker.options == ["🌷", "🌞", "🍂", "☃️"])
    try host.select("🍂", in: "Seasonal Photo")
    #expect(host.contains(text: "season=🍂"))
  }

  @Test func datePickerRefusesDatesOutsideItsRange() throws {
    struct Holder: View {
      @State var profile = Profile()
      var body: some View { ProfileEditor(profile: $profile) }
    }
    let host = TestHost(Holder())
    let goal = Date(timeIntervalSince1970: 1_800_000_000)
    let picker = try host.find(control: "Goal Date")
    let tooLate = Calendar.current.date(byAdding: .day, value: 370, to: goal)!
    #expect(throws: InspectionError.self) { try picker.setDate(tooLate) }
    #expect(picker.date == goal)
    let fine = Calendar.current.date(byAdding: .day, value: 300, to: goal)!
    try picker.setDate(fine)
    #expect(try host.find(control: "Goal Date").date == fine)
    // The range follows the draft: 300 + 300 days is now within a year of the new goal.
    let further = Calendar.current.date(byAdding: .day, value: 600, to: goal)!
    try host.find(control: "Goal Date").setDate(further)
  }

  @Test func editDoneSavesTheDraft() throws {
    let store = ProfileStore()
    let host = TestHost(ProfileHost().environmentObject(store))
    #expect(host.contains(text: "Summary of hiker"))
    try host.tap("Edit")
    try host.find(control: "Username").setText("summit")
    try host.tap("Done")
    #expect(store.profile.username == "summit")
    #expect(host.contains(text: "Summary of summit"))
  }

  @Test func editCancelLeavesTheProfileUnchanged() throws {
    let store = ProfileStore()
    let host = TestHost(ProfileHost().environmentObject(store))
    try host.tap("Edit")
    try host.find(control: "Username").setText("changed")
    try host.tap("Cancel")
    #expect(store.profile.username == "hiker")
    #expect(host.contains(text: "Summary of hiker"))
  }

  @Test func dismissingTheSheetWhileEditingSavesAndTheNextOpeningIsNotEditing() throws {
    let store = ProfileStore()
    let host = TestHost(ProfileSheetHost().environmentObject(store))
    try host.tap("User Profile")
    try host.tap("Edit")
    try host.find(control: "Username").setText("dismissed")
    try host.dismissPresentation()
    #expect(store.profile.username == "dismissed", "the editor's onDisappear committed")
    try host.tap("User Profile")
    #expect(host.contains(text: "Summary of dismissed"))
    #expect((try? host.find(control: "Edit")) != nil)
  }
}
