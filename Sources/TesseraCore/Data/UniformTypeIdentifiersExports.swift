// `Transferable` values, drops and file importers name kinds of data with `UTType`: like
// `import SwiftUI`, TesseraCore brings it along.
@_exported import UniformTypeIdentifiers
