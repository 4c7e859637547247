// `import Tessera` brings what `import SwiftUI` brings: the framework, Foundation (with
// URLSession, which Linux keeps in FoundationNetworking), Observation (`@Observable`), and
// the terminal backend's public API (TerminalViewRepresentable, the counterpart of
// UIViewRepresentable).
@_exported import Foundation
@_exported import Observation
@_exported import TesseraCore
@_exported import TesseraTerminal

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

// With the `GTK` trait, the GTK backend's public API too (GtkWidgetRepresentable).
#if GTK
  @_exported import TesseraGtk
#endif
