// `import Tessera` brings what `import SwiftUI` brings: the framework and Foundation,
// and the terminal backend's public API (TerminalViewRepresentable, the counterpart of
// UIViewRepresentable).
@_exported import Foundation
@_exported import TesseraCore
@_exported import TesseraTerminal

// With the `GTK` trait, the GTK backend's public API too (GtkWidgetRepresentable).
#if GTK
  @_exported import TesseraGtk
#endif
