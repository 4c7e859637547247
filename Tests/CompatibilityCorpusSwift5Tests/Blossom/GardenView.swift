import Tessera

struct GardenView: View {
  @State private var beds = ["Roses", "Tulips"]
  @State private var showsNewBed = false
  @State private var showsFlower = true

  var body: some View {
    NavigationView {
      VStack {
        if showsFlower {
          Flower(petals: 8)
            .stroke(Color.pink, lineWidth: 1)
            .frame(width: 80, height: 80)
            .transition(.lift)
        }
        List(0..<beds.count) { index in
          Text("\(index + 1). \(beds[index])")
        }
      }
      .navigationBarTitle(Text("Garden"), displayMode: .inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          Button(showsFlower ? "Hide" : "Show") {
            withAnimation { showsFlower.toggle() }
          }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("New Bed") { showsNewBed = true }
        }
        ToolbarItem(placement: .status) {
          Text("\(beds.count) beds")
        }
      }
      .sheet(isPresented: $showsNewBed) {
        NewBedView { beds.append($0) }
      }
    }
  }
}

struct NewBedView: View {
  var onAdd: (String) -> Void
  @Environment(\.presentationMode) private var presentationMode
  @State private var name = ""
  @State private var isTyping = false

  var body: some View {
    NavigationView {
      Form {
        TextField("Name", text: $name, onEditingChanged: { isTyping = $0 }, onCommit: add)
        Text(isTyping ? "Press Return to add" : "Name the bed")
      }
      .navigationBarTitle("New Bed")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { presentationMode.wrappedValue.dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add", action: add).disabled(name.isEmpty)
        }
      }
    }
  }

  private func add() {
    guard !name.isEmpty else { return }
    onAdd(name)
    presentationMode.wrappedValue.dismiss()
  }
}
