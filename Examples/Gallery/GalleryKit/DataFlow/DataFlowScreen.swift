import LandmarksKit
import LandmarksUI
import Tessera

/// Data-flow demos: a `@StateObject` flag shared with a child toggle through
/// `@EnvironmentObject` (the nearest ancestor's object wins), a full-screen cover
/// closed through `presentationMode` or `dismiss`, and Landmarks' profile host on its own
/// (over a model that saves nothing).
struct DataFlowScreen: View {
  @StateObject private var flag = Flag()
  @StateObject private var innerFlag = Flag()
  @StateObject private var profileModel = ModelData(store: nil)
  @State private var isPresented = false
  @State private var showsProfile = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Data flow").font(.headline)
      Text(
        "Outer flag is \(flag.isOn ? "on" : "off"), inner flag is \(innerFlag.isOn ? "on" : "off")")
      FlagToggle(title: "Outer flag")
      VStack(alignment: .leading) {
        FlagToggle(title: "Inner flag")
      }
      .environmentObject(innerFlag)
      Button("Present!") { isPresented = true }
      Button("Profile…") { showsProfile = true }
    }
    .environmentObject(flag)
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .fullScreenCover(isPresented: $isPresented) { ModalView() }
    .sheet(isPresented: $showsProfile) {
      ProfileHost().environmentObject(profileModel)
    }
  }
}

/// A toggle for whichever `Flag` the environment holds nearest.
private struct FlagToggle: View {
  let title: String
  @EnvironmentObject private var flag: Flag

  var body: some View {
    Toggle(title, isOn: $flag.isOn)
  }
}
