import Tessera

struct NewErrandForm: View {
  @Environment(ErrandStore.self) private var store
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  @State private var place = ""
  @State private var isUrgent = false

  var body: some View {
    NavigationStack {
      Form {
        TextField("What", text: $title)
        TextField("Where", text: $place)
        LabeledContent("Urgent") {
          Toggle("Urgent", isOn: $isUrgent)
            .labelsHidden()
        }
      }
      .navigationTitle("New Errand")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") {
            store.add(title, at: place)
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
  }
}

#Preview("New errand") {
  NewErrandForm()
    .environment(ErrandStore())
}
