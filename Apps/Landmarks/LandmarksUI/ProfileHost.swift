import LandmarksKit
import Tessera

/// The profile sheet: a summary, or an editor while editing. Edits go to a draft that is
/// saved when editing ends (Done, or the sheet closing) and thrown away on Cancel. It
/// reads the `ModelData` in its environment, so it also works on its own (the Gallery
/// shows it outside the Landmarks app).
public struct ProfileHost: View {
  @Environment(\.editMode) var editMode
  @EnvironmentObject var modelData: ModelData
  @State private var draftProfile = Profile.default

  /// The profile host for the environment's `ModelData`.
  public init() {}

  /// The summary or the editor, with Edit/Done and, while editing, Cancel.
  public var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack {
        if editMode?.wrappedValue == .active {
          Button("Cancel", role: .cancel) {
            draftProfile = modelData.profile
            editMode?.animation().wrappedValue = .inactive
          }
        }
        Spacer()
        EditButton()
      }

      if editMode?.wrappedValue == .inactive {
        ProfileSummary(profile: modelData.profile)
      } else {
        ProfileEditor(profile: $draftProfile)
          .onAppear {
            draftProfile = modelData.profile
          }
          .onDisappear {
            modelData.profile = draftProfile
          }
      }
    }
    .padding()
  }
}
