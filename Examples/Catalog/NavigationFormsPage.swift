import Tessera

/// The other ways apps navigate: destinations shown for a flag or an item, a page that pops
/// itself through `presentationMode`, one that hides its back button, and a value no
/// destination shows. Its bar has a title menu, a trailing item, and a bottom bar of
/// buttons. (The links bound to a flag or a tag are deprecated, so the Catalog, built
/// without warnings, leaves them to the tests.)
struct NavigationFormsPage: View {
  @State private var showsMap = false
  @State private var openedTrail: Trail?
  @State private var steps = 0

  var body: some View {
    List {
      Button("Show the map") { showsMap = true }
      Button("Open River Walk") { openedTrail = trails[1] }
      NavigationLink("An old-style page") { OldStylePage() }
      NavigationLink("A page without a back button") { NoBackButtonPage() }
      // No `navigationDestination` takes an Int: the link shows a warning sign instead.
      NavigationLink("A value nothing shows", value: 42)
      Text("Steps counted: \(steps)")
    }
    .navigationTitle("Other ways")
    .navigationDestination(isPresented: $showsMap) {
      Text("A map of the three trails").navigationTitle("Map")
    }
    .navigationDestination(item: $openedTrail) { trail in
      TrailDetail(trail: trail)
    }
    .toolbar {
      ToolbarTitleMenu {
        Button("Show the map") { showsMap = true }
        Button("Open Summit Path") { openedTrail = trails[2] }
      }
      ToolbarItem(placement: .topBarTrailing) {
        Button("Count a step") { steps += 1 }
      }
      ToolbarItemGroup(placement: .bottomBar) {
        Button("Fewer") { steps -= 1 }
        Spacer()
        Button("More") { steps += 1 }
      }
    }
  }
}

/// A page written as for iOS 13: it pops itself through `presentationMode`.
private struct OldStylePage: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    VStack(alignment: .leading) {
      Text("Written the iOS 13 way")
      Button("Close this page") { presentationMode.wrappedValue.dismiss() }
      Spacer()
    }
    .padding()
    .navigationTitle("Old style")
  }
}

/// A page whose only way back is its own Done button.
private struct NoBackButtonPage: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Only Done leaves this page")
      .padding()
      .navigationTitle("No back button")
      .navigationBarBackButtonHidden(true)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Done") { dismiss() }
        }
      }
  }
}
