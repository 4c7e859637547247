import Foundation

/// The sheet a `fileImporter` presents: a folder's subfolders and the files of the types
/// allowed, to open (a folder, or its parent) and choose from. With multiple selection a
/// file is ticked and "Open" chooses the ticked ones. A document group's window shows it
/// too, with a button for a new document instead of Cancel.
struct FileImporterSheet: View {
  /// A folder or file shown.
  struct Entry: Identifiable, Hashable {
    let url: URL
    let isFolder: Bool
    var id: URL { url }
  }

  @State var folder: URL
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let choose: @MainActor ([URL]) -> Void
  /// Closes the sheet; nil where the list is a window's own content (a document group's).
  let cancel: (@MainActor () -> Void)?
  /// Makes a new file in the folder shown, if the list offers to (a document group's).
  var create: (@MainActor (URL) -> Void)? = nil
  @State private var ticked: Set<URL> = []
  /// Whether the "Enclosing Folder" row has the focus: opening a folder puts it there, so
  /// that the keyboard goes on in the folder opened rather than from the top.
  @FocusState private var upIsFocused: Bool

  var body: some View {
    NavigationStack {
      List {
        Section {
          if folder.path != "/" {
            Button {
              open(folder.deletingLastPathComponent())
            } label: {
              Label("Enclosing Folder", systemImage: "arrow.up")
            }
            .focused($upIsFocused)
          }
          switch listing {
          case .success(let entries) where entries.isEmpty:
            Text("No files of the kinds asked for").foregroundColor(.secondary)
          case .success(let entries):
            ForEach(entries) { entry in
              row(entry)
            }
          case .failure(let error):
            Text("Cannot read \(folder.path): \(error.localizedDescription)")
              .foregroundColor(.red)
          }
        } header: {
          Text(folder.path)
        }
      }
      .navigationTitle(folder.lastPathComponent.isEmpty ? "/" : folder.lastPathComponent)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        if let cancel {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", action: cancel)
          }
        }
        if let create {
          ToolbarItem(placement: .primaryAction) {
            Button("New Document", systemImage: "plus") { create(folder) }
          }
        }
        if allowsMultipleSelection {
          ToolbarItem(placement: .confirmationAction) {
            Button("Open") { choose(ticked.sorted { $0.path < $1.path }) }
              .disabled(ticked.isEmpty)
          }
        }
      }
    }
  }

  @ViewBuilder
  private func row(_ entry: Entry) -> some View {
    let name = entry.url.lastPathComponent
    if entry.isFolder {
      Button {
        open(entry.url)
      } label: {
        Label(name, systemImage: "folder")
      }
    } else {
      Button {
        if !allowsMultipleSelection {
          choose([entry.url])
        } else if ticked.contains(entry.url) {
          ticked.remove(entry.url)
        } else {
          ticked.insert(entry.url)
        }
      } label: {
        HStack {
          Label(name, systemImage: "doc")
          Spacer()
          if ticked.contains(entry.url) {
            Image(systemName: "checkmark").foregroundColor(.accentColor)
          }
        }
      }
    }
  }

  private func open(_ url: URL) {
    folder = url.standardizedFileURL
    ticked = []
    upIsFocused = folder.path != "/"
  }

  /// The folder's subfolders, then its files of an allowed type, by name; hidden ones
  /// are left out.
  private var listing: Result<[Entry], any Error> {
    Result {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      let entries = names.filter { !$0.hasPrefix(".") }.map { name -> Entry in
        let url = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return Entry(url: url, isFolder: isFolder.boolValue)
      }
      let folders = entries.filter(\.isFolder)
      let files = entries.filter { !$0.isFolder && isAllowed($0.url) }
      return (folders + files).sorted {
        ($0.isFolder ? 0 : 1, $0.url.lastPathComponent.lowercased()) < (
          $1.isFolder ? 0 : 1, $1.url.lastPathComponent.lowercased()
        )
      }
    }
  }

  /// Whether the file's type (by its extension) is one of the allowed ones; a file of
  /// no known type is allowed only where any data is.
  private func isAllowed(_ url: URL) -> Bool {
    let type = UTType(filenameExtension: url.pathExtension)
    return allowedContentTypes.contains { allowed in
      type?.conforms(to: allowed) ?? [UTType.data, .item, .content].contains(allowed)
    }
  }
}
