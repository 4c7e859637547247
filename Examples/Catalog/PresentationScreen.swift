import Foundation
import Tessera
import UserNotifications

struct PresentationScreen: View {
  @State private var showSheet = false
  @State private var showsHalfSheet = false
  @State private var showAlert = false
  @State private var answer = "none yet"
  @State private var choosingRoute = false
  @State private var showsTip = false
  @State private var importing = false
  @State private var planning = false
  @State private var checkedTrail: Trail?
  @State private var saveError: OfflineSaveError?
  @Environment(\.openWindow) private var openWindow
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text("Answer: \(answer)")
      // Inactive while another window (the notes), or another program, has the focus.
      Text("This window is \(scenePhase == .active ? "active" : "inactive")").font(.caption)
      Button("Open sheet") { showSheet = true }
      Button("Ask a question") { showAlert = true }
      Button("Open notes window") { openWindow(id: "notes") }
      Button("Choose a route") { choosingRoute = true }
      Menu("More") {
        Button("Pack snacks") { answer = "snacks" }
        Menu("Weather") {
          Button("Check the forecast") { answer = "forecast" }
        }
      }
      Button("Import a file") { importing = true }
      Button("Show a tip") { showsTip = true }
        .popover(isPresented: $showsTip) {
          Text("Esc closes a popover, as it closes a sheet.").padding()
        }
      Button("Open a half sheet") { showsHalfSheet = true }
      Button("Remind me in 3 seconds") { remind() }
      Button("Plan a trip") { planning = true }
      Button("Check a trail") { checkedTrail = trails[2] }
      Button("Save the map offline") { saveError = OfflineSaveError() }
    }
    // A form with Cancel and Save in its bar; once edited, Esc does not throw it away.
    .sheet(isPresented: $planning) {
      TripPlanner(answer: $answer)
    }
    .alert(
      "Trail length", isPresented: isShown($checkedTrail), presenting: checkedTrail
    ) { trail in
      Button("OK") { checkedTrail = nil }
    } message: { trail in
      Text("\(trail.name) is \(trail.kilometres, specifier: "%.1f") km long.")
    }
    .alert(isPresented: isShown($saveError), error: saveError) { _ in
      Button("OK") { saveError = nil }
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
    .sheet(isPresented: $showSheet) {
      SheetContent()
    }
    // Over the lower half of the window; Alt+Up, or a click on its top edge, grows it.
    .sheet(isPresented: $showsHalfSheet) {
      SortOptions(answer: $answer)
        .presentationDetents([.medium, .large])
    }
    .alert("Take the trail?", isPresented: $showAlert) {
      Button("Yes") { answer = "yes" }
      Button("No", role: .cancel) { answer = "no" }
    } message: {
      Text("It is 4.5 km long.")
    }
    // Text and JSON files, from the folder the Catalog runs in.
    .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText]) {
      result in
      answer = (try? result.get().lastPathComponent) ?? "no file"
    }
    .confirmationDialog("Which route?", isPresented: $choosingRoute, titleVisibility: .visible) {
      Button("Ridge") { answer = "ridge" }
      Button("Valley") { answer = "valley" }
    }
  }
}

/// Whether `item` is set; setting it false (an alert closing) clears it.
private func isShown<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
  Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}

/// Saving a map offline fails: the disk is full.
struct OfflineSaveError: LocalizedError {
  var errorDescription: String? { "The map could not be saved" }
  var recoverySuggestion: String? { "Free some space and try again." }
}

/// A trip to plan in a sheet: Cancel and Save in its bar, and no dismissing it with Esc
/// (or a swipe, on an iPhone) once something is typed, so nothing is lost by accident.
struct TripPlanner: View {
  @Binding var answer: String
  @State private var destination = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Destination", text: $destination)
        Text(destination.isEmpty ? "Esc closes this sheet" : "Cancel or Save to close it")
      }
      .navigationTitle("Plan a trip")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            answer = "trip to \(destination)"
            dismiss()
          }
          .disabled(destination.isEmpty)
        }
      }
    }
    .interactiveDismissDisabled(!destination.isEmpty)
    .presentationDragIndicator(.visible)
  }
}

struct SheetContent: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("A sheet").font(.title)
      Button("Close") { dismiss() }
    }
  }
}

/// Asks for a notification three seconds from now: a banner along the top of the window.
@MainActor private func remind() {
  let content = UNMutableNotificationContent()
  content.title = "Trail reminder"
  content.body = "Pack water before you go."
  UNUserNotificationCenter.current().add(
    UNNotificationRequest(
      identifier: "trail", content: content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3, repeats: false)))
}

/// A short list of choices, in a sheet that opens at half the window's height.
struct SortOptions: View {
  @Binding var answer: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      List(["Name", "Length", "Difficulty"], id: \.self) { order in
        Button("By \(order.lowercased())") {
          answer = "sorted by \(order.lowercased())"
          dismiss()
        }
      }
      .navigationTitle("Sort trails")
      .navigationBarTitleDisplayMode(.inline)
    }
  }
}

/// A window of its own (a `Window` scene), opened from the Modals tab.
struct NotesWindow: View {
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.scenePhase) private var scenePhase
  @State private var note = ""

  var body: some View {
    VStack(alignment: .leading) {
      Text("Notes").font(.title)
      TextField("A note", text: $note)
      Text(note.isEmpty ? "Nothing noted" : "Noted: \(note)")
      Text("The notes window is \(scenePhase == .active ? "active" : "inactive")")
      Button("Close notes") { dismissWindow() }
    }
    .padding()
  }
}

struct SheetContent_Previews: PreviewProvider {
  static var previews: some View { SheetContent() }
}
