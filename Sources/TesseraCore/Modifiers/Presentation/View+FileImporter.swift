import Foundation

extension View {
  /// Presents a sheet for choosing one file of `allowedContentTypes` while `isPresented`
  /// is true, and calls `onCompletion` with the file chosen. Cancelling calls nothing.
  ///
  /// Linux has no system file picker Tessera can show in a terminal, so the sheet is made
  /// of views: the folders and matching files of a folder (the `fileDialogDefaultDirectory`,
  /// else the working directory), Enter or a click to open a folder or choose a file.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: false
    ) { result in
      onCompletion(result.map { $0[0] })
    }
  }

  /// Presents a sheet for choosing files of `allowedContentTypes` (several when
  /// `allowsMultipleSelection`), and calls `onCompletion` with the files chosen.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Presents a sheet for choosing files, calling `onCompletion` with the files chosen
  /// or `onCancellation` when the user cancels.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    allowsMultipleSelection: Bool = false,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    modifier(
      FileImporterModifier(
        isPresented: isPresented, allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
        onCancellation: onCancellation))
  }

  /// The folder the file importers below open at.
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    environment(\.fileDialogDefaultDirectory, defaultDirectory)
  }
}

/// Presents a `FileImporterSheet` while `isPresented` is true.
private struct FileImporterModifier: ViewModifier {
  let isPresented: Binding<Bool>
  let allowedContentTypes: [UTType]
  let allowsMultipleSelection: Bool
  let onCompletion: (Result<[URL], any Error>) -> Void
  let onCancellation: () -> Void
  @Environment(\.fileDialogDefaultDirectory) private var defaultDirectory

  func body(content: Content) -> some View {
    content.sheet(isPresented: isPresented) {
      FileImporterSheet(
        folder: defaultDirectory
          ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        allowedContentTypes: allowedContentTypes,
        allowsMultipleSelection: allowsMultipleSelection,
        choose: { urls in
          isPresented.wrappedValue = false
          onCompletion(.success(urls))
        },
        cancel: {
          isPresented.wrappedValue = false
          onCancellation()
        })
    }
  }
}

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
  static let defaultValue: URL? = nil
}

extension EnvironmentValues {
  /// The folder file importers open at (`fileDialogDefaultDirectory`).
  package var fileDialogDefaultDirectory: URL? {
    get { self[FileDialogDefaultDirectoryKey.self] }
    set { self[FileDialogDefaultDirectoryKey.self] = newValue }
  }
}
