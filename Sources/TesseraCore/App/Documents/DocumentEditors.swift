import Combine
import Foundation

/// The frame around an open document: a bar titled by its file's name, with a button
/// back to the documents, and an alert when it cannot be read or saved.
struct DocumentChrome<Content: View>: View {
  let url: URL
  @Binding var problem: String?
  @ViewBuilder let content: Content
  @Environment(\.closeDocument) private var closeDocument

  var body: some View {
    NavigationStack {
      content
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
      actions: { Button("OK") { problem = nil } }, message: { Text(problem ?? "") })
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
  @State private var hasTriedToOpen = false

  var body: some View {
    DocumentChrome(url: url, problem: $problem) {
      if let document {
        editor(
          FileDocumentConfiguration(
            document: Binding(get: { document }, set: { save($0) }), fileURL: url,
            isEditable: isEditable))
      } else if hasTriedToOpen {
        Text("“\(url.lastPathComponent)” could not be opened.").foregroundColor(.secondary)
      }
    }
    .onAppear(perform: open)
  }

  private func open() {
    guard !hasTriedToOpen else { return }
    hasTriedToOpen = true
    do {
      let file = try FileWrapper(url: url)
      let type = DocumentKind(Document.self, newFile: nil).contentType(of: url)
      document = try Document(configuration: .init(contentType: type, file: file))
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
      let type = Document.writableContentTypes.first ?? Document.readableContentTypes[0]
      let wrapper = try changed.fileWrapper(
        configuration: .init(contentType: type, existingFile: nil))
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
  @State private var hasTriedToOpen = false
  @State private var saving = ChangeSaver()

  var body: some View {
    DocumentChrome(url: url, problem: $problem) {
      if let document {
        editor(
          ReferenceFileDocumentConfiguration(
            document: document, fileURL: url, isEditable: isEditable))
      } else if hasTriedToOpen {
        Text("“\(url.lastPathComponent)” could not be opened.").foregroundColor(.secondary)
      }
    }
    .onAppear(perform: open)
  }

  private func open() {
    guard !hasTriedToOpen else { return }
    hasTriedToOpen = true
    do {
      let file = try FileWrapper(url: url)
      let type = DocumentKind(Document.self, newFile: nil).contentType(of: url)
      let opened = try Document(configuration: .init(contentType: type, file: file))
      document = opened
      guard isEditable else { return }
      let (url, problem) = (url, $problem)
      saving.watch(opened) {
        do {
          let type = Document.writableContentTypes.first ?? Document.readableContentTypes[0]
          let snapshot = try opened.snapshot(contentType: type)
          let wrapper = try opened.fileWrapper(
            snapshot: snapshot, configuration: .init(contentType: type, existingFile: nil))
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
