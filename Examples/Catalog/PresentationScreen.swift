import Tessera

struct PresentationScreen: View {
  @State private var showSheet = false
  @State private var showAlert = false
  @State private var answer = "none yet"

  var body: some View {
    VStack {
      Text("Answer: \(answer)")
      Button("Open sheet") { showSheet = true }
      Button("Ask a question") { showAlert = true }
    }
    .sheet(isPresented: $showSheet) {
      SheetContent()
    }
    .alert("Take the trail?", isPresented: $showAlert) {
      Button("Yes") { answer = "yes" }
      Button("No", role: .cancel) { answer = "no" }
    } message: {
      Text("It is 4.5 km long.")
    }
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

struct SheetContent_Previews: PreviewProvider {
  static var previews: some View { SheetContent() }
}
