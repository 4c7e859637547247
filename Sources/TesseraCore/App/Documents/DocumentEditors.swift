import Combine
import Foundation

/// The frame around an open document: a bar titled by its file's name, with a button
/// back to the documents (Esc too), the editor once the document is read, and an alert
/// when it cannot be read or saved.
struct DocumentChrome<Document, Content: View>: View {
  let url: URL
  let document: Document?
  @Binding var problem: String?
  /// Reads the document, once, when the window first shows it.
  let open: @MainActor () -> Void
  @ViewBuilder let content: (Document) -> Content
  @Environment(\.closeDocument) private var closeDocument

  var body: some View {
    NavigationStack {
      Group {
        if let document {
          content(document)
        } else {
          // Only until the document is read, unless it cannot be (the alert says why).
          Text("“\(url.lastPathComponent)” could not be opened.").foregroundColor(.secondary)
        }
      }
      .navigationTitle(url.deletingPathExtension().lastPathComponent)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Documents", systemImage: "chevron.left") { closeDocument() }
            .keyboardShortcut(.cancelAction)
        }
      }
    }
    .alert(
      "Document problem", isPresented: .constant(problem != nil),
      actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") }
    )
    .onAppear(perform: open)
  }
}

/// Opens a value document (`FileDocument`) and saves it whenever the editor changes it
/// through its binding.
struct FileDocumentEditor<Document: FileDocument, Content: View>: View {
  let url: URL
  let isEditable: Bool
  let editor: (FileDocumentConfiguration<Document>) -> Content
  @State private var document: Document?
  @State private var problem: String?

  private var kind: DocumentKind { DocumentKind(Document.self, newFile: nil) }

  var body: some View {
    DocumentChrome(url: url, document: document, problem: $problem, open: open) { document in
      editor(
        FileDocumentConfiguration(
          document: Binding(get: { document }, set: { save($0) }), fileURL: url,
          isEditable: isEditable))
    }
  }

  private func open() {
    guard document == nil else { return }
    do {
      document = try Document(configuration: kind.readConfiguration(of: url))
    } catch {
      problem = "Cannot open \(url.path): \(error.localizedDescription)"
    }
  }

  /// Keeps `changed` and writes it to the file (atomically), unless the document is only
  /// viewed.
  private func save(_ changed: Document) {
    document = changed
    guard isEditable else { return }
    do {
      let wrapper = try changed.fileWrapper(configuration: kind.writeConfiguration)
      try wrapper.write(to: url, options: .atomic)
    } catch {
      problem =
        "Cannot save \(url.path): \(error.localizedDescription). The changes are kept "
        + "until the app quits."
    }
  }
}

/// Opens an object document (`ReferenceFileDocument`) and saves a snapshot of it after
/// each change it announces.
struct ReferenceDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
  let url: URL
  let isEditable: Bool
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content
  @State private var document: Document?
  @State private var problem: String?
  @State private var saving = ChangeSaver()

  private var kind: DocumentKind { DocumentKind(Document.self, newFile: nil) }

  var body: some View {
    DocumentChrome(url: url, document: document, problem: $problem, open: open) { document in
      editor(
        ReferenceFileDocumentConfiguration(
          document: document, fileURL: url, isEditable: isEditable))
    }
  }

  private func open() {
    guard document == nil else { return }
    do {
      let opened = try Document(configuration: kind.readConfiguration(of: url))
      document = opened
      guard isEditable else { return }
      let (url, problem, configuration) = (url, $problem, kind.writeConfiguration)
      saving.watch(opened) {
        do {
          let snapshot = try opened.snapshot(contentType: configuration.contentType)
          let wrapper = try opened.fileWrapper(snapshot: snapshot, configuration: configuration)
          try wrapper.write(to: url, options: .atomic)
        } catch {
          problem.wrappedValue = "Cannot save \(url.path): \(error.localizedDescription)"
        }
      }
    } catch {
      problem = "Cannot open \(url.path): \(error.localizedDescription)"
    }
  }
}

/// Saves an object after it changes: once per turn of the main queue, however many
/// changes it announced in it (and after they are made, as `objectWillChange` comes
/// before).
@MainActor
final class ChangeSaver {
  private var subscription: AnyCancellable?
  private var isScheduled = false

  func watch<Object: ObservableObject>(_ object: Object, save: @escaping @MainActor () -> Void) {
    subscription = object.objectWillChange.sink { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, !self.isScheduled else { return }
        self.isScheduled = true
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            self.isScheduled = false
            save()
          }
        }
      }
    }
  }
}
